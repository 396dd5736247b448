// Contract of the fault proxy over real sockets: a tiny upstream with an SSE stream and a JSON
// endpoint, the proxy in front, and each fault checked from the client's side of the wire.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

let upstream: Server;
let upstreamUrl = '';
let proxy: FaultProxy;
const streams = new Set<ServerResponse>();
const seen: string[] = [];

function frame(n: number) {
  return `data: ${JSON.stringify({ type: 'job.state_changed', n, pad: 'x'.repeat(40) })}\n\n`;
}

function broadcast(n: number) {
  for (const res of streams) res.write(frame(n));
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/v1/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write(': connected\n\n');
      streams.add(res);
      res.on('close', () => streams.delete(res));
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
      res.end(JSON.stringify({ path: req.url, method: req.method, body: 'y'.repeat(300) }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  proxy = await startFaultProxy({ target: upstreamUrl });
});

afterEach(() => {
  proxy.clear();
  seen.length = 0;
});

afterAll(async () => {
  await proxy.close();
  for (const res of streams) res.destroy();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

interface Outcome {
  status?: number;
  body: string;
  chunks: number;
  error?: string;
  headers?: IncomingMessage['headers'];
}

/** One request through the proxy, with what came back (or how the connection died). */
function call(path: string, method = 'GET', body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      `${proxy.url}${path}`,
      { method, agent: false, headers: body ? { 'Content-Type': 'application/json' } : {} },
      (res) => {
        let text = '';
        let chunks = 0;
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          chunks += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode, body: text, chunks, headers: res.headers }));
        res.on('error', (error) =>
          resolve({ status: res.statusCode, body: text, chunks, error: error.message }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ body: '', chunks: 0, error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

/** An SSE client that records every byte and when the line ends. */
function openStream() {
  const received: { at: number; text: string }[] = [];
  let closed: Promise<string>;
  const opened = new Promise<void>((resolveOpen) => {
    closed = new Promise((resolveClosed) => {
      const req = request(`${proxy.url}/v1/events`, { agent: false }, (res) => {
        res.on('data', (chunk: Buffer) => {
          received.push({ at: Date.now(), text: chunk.toString('utf8') });
          if (received.length === 1) resolveOpen();
        });
        res.on('end', () => resolveClosed('end'));
        res.on('error', (error) => resolveClosed(error.message));
        res.on('close', () => resolveClosed('close'));
      });
      req.on('error', (error) => resolveClosed(error.message));
      req.end();
    });
  });
  return { received, opened, closed: () => closed, text: () => received.map((r) => r.text).join('') };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('fault proxy', () => {
  it('passes requests through untouched when no fault is armed', async () => {
    const result = await call('/v1/things?x=1', 'POST', '{"a":1}');
    expect(result.status).toBe(200);
    expect(result.headers?.['x-upstream']).toBe('yes');
    expect(JSON.parse(result.body)).toMatchObject({ path: '/v1/things?x=1', method: 'POST' });
    expect(proxy.stats().total).toBe(0);
  });

  it('answers a burst of 502s to matching requests only, without reaching the service', async () => {
    const armed = await call(
      '/__faults',
      'POST',
      JSON.stringify({ kind: 'status', count: 2, match: { path: '/v1/jobs', method: 'GET' } }),
    );
    expect(armed.status).toBe(200);
    expect((await call('/v1/sessions')).status).toBe(200); // another path
    expect((await call('/v1/jobs', 'POST', '{}')).status).toBe(200); // another method
    expect((await call('/v1/jobs')).status).toBe(502);
    const second = await call('/v1/jobs');
    expect(second.status).toBe(502);
    expect(JSON.parse(second.body)).toEqual({ error: 'Injected 502 from the fault proxy.' });
    expect((await call('/v1/jobs')).status).toBe(200); // the burst is spent
    expect(seen.filter((s) => s === 'GET /v1/jobs')).toHaveLength(1);
    expect(proxy.stats().applied['status-502']).toBe(2);
  });

  it('resets a connection before the service sees the request', async () => {
    proxy.arm({ kind: 'reset', count: 1 });
    const result = await call('/v1/jobs', 'POST', '{}');
    expect(result.status).toBeUndefined();
    expect(result.error).toMatch(/ECONNRESET|socket hang up/);
    expect(seen).toEqual([]);
  });

  it('resets a connection after the service did the work, so the answer is lost', async () => {
    proxy.arm({ kind: 'reset', count: 1, phase: 'response' });
    const result = await call('/v1/sessions/1/messages', 'POST', '{"message":"hi"}');
    expect(result.status).toBeUndefined();
    expect(seen).toEqual(['POST /v1/sessions/1/messages']);
    expect(proxy.stats().applied['reset-after']).toBe(1);
  });

  it('cuts an open event stream in the middle of a frame', async () => {
    const stream = openStream();
    await stream.opened;
    await until(() => proxy.stats().openStreams === 1);
    broadcast(1);
    await until(() => stream.text().includes('"n":1'));
    expect(proxy.arm({ kind: 'cut' })).toBe(1);
    broadcast(2);
    await stream.closed();
    const text = stream.text();
    expect(text).toContain('"n":2'); // the start of the frame arrived…
    expect(text.endsWith('\n\n')).toBe(false); // …but not its end
    expect(proxy.stats().applied.cut).toBe(1);
    await until(() => streams.size === 0); // the service's side of the line is closed too
  });

  it('stalls a stream and then delivers everything held, in order', async () => {
    const stream = openStream();
    await stream.opened;
    await until(() => proxy.stats().openStreams === 1);
    proxy.arm({ kind: 'stall', ms: 300 });
    const stalledAt = Date.now();
    for (let n = 1; n <= 5; n++) broadcast(n);
    await until(() => stream.text().includes('"n":5'));
    expect(Date.now() - stalledAt).toBeGreaterThanOrEqual(250);
    const numbers = [...stream.text().matchAll(/"n":(\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    proxy.arm({ kind: 'cut', graceMs: 0 });
    await stream.closed();
  });

  it('drips a stream a few bytes at a time without losing any', async () => {
    const stream = openStream();
    await stream.opened;
    await until(() => proxy.stats().openStreams === 1);
    proxy.arm({ kind: 'drip', ms: 2_000, bytes: 16, everyMs: 5 });
    const before = stream.received.length;
    broadcast(7);
    await until(() => stream.text().includes('"n":7,"pad":"' + 'x'.repeat(40) + '"}\n\n'));
    expect(stream.received.length - before).toBeGreaterThanOrEqual(5);
    proxy.arm({ kind: 'cut', graceMs: 0 });
    await stream.closed();
  });

  it('drips a whole ordinary response when asked, intact', async () => {
    proxy.arm({ kind: 'drip-next', count: 1, ms: 5_000, bytes: 50, everyMs: 5 });
    const result = await call('/v1/jobs');
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ path: '/v1/jobs' });
    expect(result.chunks).toBeGreaterThanOrEqual(5);
  });

  it('refuses a fault it does not know, and DELETE disarms what waits', async () => {
    const refused = await call('/__faults', 'POST', JSON.stringify({ kind: 'flood' }));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error).toMatch(/Not a fault/);
    proxy.arm({ kind: 'status', count: 5 });
    expect(JSON.parse((await call('/__faults')).body).armed).toEqual([{ kind: 'status', remaining: 5 }]);
    await call('/__faults', 'DELETE');
    expect((await call('/v1/jobs')).status).toBe(200);
  });

  it('never touches paths outside /v1 (the app itself and the control endpoints)', async () => {
    proxy.arm({ kind: 'status', count: 3 });
    expect((await call('/assets/app.js')).status).toBe(200);
    expect((await call('/__control/dump')).status).toBe(200);
    expect(proxy.stats().armed).toEqual([{ kind: 'status', remaining: 3 }]);
  });
});

describe('a kept-alive socket the upstream closes as it is reused', () => {
  it('sends a GET again once on a fresh socket, and a POST gets its 502', async () => {
    // Each socket answers its first request and drops its second: the race of an idle timeout
    // met just as the proxy reuses the socket.
    const answered = new WeakSet<object>();
    const closing = createServer((req, res) => {
      req.resume();
      if (answered.has(req.socket)) {
        req.socket.destroy();
        return;
      }
      answered.add(req.socket);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`answered ${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const address = closing.address();
    const front = await startFaultProxy({
      target: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
    const fetchThrough = async (path: string, method = 'GET') => {
      const response = await fetch(`${front.url}${path}`, { method });
      return { status: response.status, text: await response.text() };
    };
    try {
      expect(await fetchThrough('/first')).toEqual({ status: 200, text: 'answered GET /first' });
      expect(await fetchThrough('/sw.js')).toEqual({ status: 200, text: 'answered GET /sw.js' });
      // The socket that answered the retry is reused for a POST, whose body is not sent twice.
      expect((await fetchThrough('/again', 'POST')).status).toBe(502);
    } finally {
      await front.close();
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    }
  });
});
