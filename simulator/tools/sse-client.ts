// A minimal event-stream reader over node:http for tests and the bench: it keeps comments and
// frames apart and records when each frame arrived.
import { request, type IncomingMessage } from 'node:http';

export interface SseFrame {
  event: string | undefined;
  data: string;
  id: string | undefined;
  receivedAt: number;
}

export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  frames: SseFrame[];
  comments: string[];
  closed: Promise<void>;
  onFrame(listener: (frame: SseFrame) => void): void;
  close(): void;
}

export function openEventStream(
  url: string,
  key: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const frames: SseFrame[] = [];
      const comments: string[] = [];
      const listeners: ((frame: SseFrame) => void)[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      let pendingCr = false;
      res.on('data', (chunk: string) => {
        // CRLF and CR end lines too (the paged dialect sends CRLF); a CR that ends a chunk waits
        // for the next one, which may begin with its LF.
        let text = (pendingCr ? '\r' : '') + chunk;
        pendingCr = text.endsWith('\r');
        if (pendingCr) text = text.slice(0, -1);
        buffer += text.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const frame: SseFrame = {
            event: undefined,
            data: '',
            id: undefined,
            receivedAt: performance.now(),
          };
          let isFrame = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
            else if (line.startsWith('id:')) frame.id = line.slice(3).trim();
            else if (line.startsWith('data:')) {
              frame.data += (isFrame ? '\n' : '') + line.slice(5).trimStart();
              isFrame = true;
            }
          }
          if (isFrame) {
            frames.push(frame);
            for (const l of listeners) l(frame);
          }
        }
      });
      const closed = new Promise<void>((done) => {
        res.on('close', done);
        res.on('error', () => done());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        comments,
        closed,
        onFrame: (listener) => listeners.push(listener),
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
