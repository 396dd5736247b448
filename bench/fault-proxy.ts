// A loopback HTTP proxy that breaks things on purpose, between the app and the simulator. Faults
// are armed at runtime through its own control path (POST /__faults), so a test or a person can
// cut an event stream mid-frame, stall it, drip it, answer 502s in bursts or reset connections
// while the app runs. Only /v1 traffic is touched; the app's files and /__control pass untouched.
//
//   npx tsx bench/fault-proxy.ts --target http://127.0.0.1:4311 --port 4390
//   curl -XPOST localhost:4390/__faults -d '{"kind":"cut"}'
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { parseFault, type Fault, type FaultMatch, type ParsedFault } from './fault-spec.ts';
import { StreamPipe } from './stream-pipe.ts';

export type { Fault } from './fault-spec.ts';

const CONTROL_PATH = '/__faults';

interface FaultStats {
  /** Faults that actually struck, by kind. */
  applied: Record<string, number>;
  total: number;
  openStreams: number;
  /** Armed request faults still waiting for a matching request. */
  armed: { kind: string; remaining: number }[];
  requests: number;
}

export interface FaultProxy {
  url: string;
  port: number;
  arm: (fault: Fault) => number;
  clear: () => void;
  stats: () => FaultStats;
  close: () => Promise<void>;
}

interface ArmedFault {
  fault: Extract<ParsedFault, { kind: 'status' | 'reset' | 'drip-next' }>;
  remaining: number;
}

function matches(match: FaultMatch | undefined, req: IncomingMessage): boolean {
  const path = req.url ?? '/';
  const prefix = match?.path ?? '/v1/';
  if (!path.startsWith(prefix)) return false;
  if (match?.method && match.method.toUpperCase() !== req.method) return false;
  if (match?.excludePath && path.startsWith(match.excludePath)) return false;
  return true;
}

/** Tears the TCP connection down with a RST where the platform allows, so the client sees a reset. */
function resetSocket(socket: Socket) {
  if (typeof socket.resetAndDestroy === 'function' && !socket.destroyed) socket.resetAndDestroy();
  else socket.destroy();
}

export interface FaultProxyOptions {
  target: string;
  port?: number;
  host?: string;
  /** Answers some requests itself (the bench's baseline pages); returns false to pass them on. */
  local?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const pipes = new Set<StreamPipe>();
  const armed: ArmedFault[] = [];
  const applied: Record<string, number> = {};
  let requests = 0;
  const count = (kind: string, n = 1) => {
    if (n > 0) applied[kind] = (applied[kind] ?? 0) + n;
  };

  /** The first armed request fault that matches, used up by one. */
  const take = (req: IncomingMessage): ArmedFault['fault'] | undefined => {
    const index = armed.findIndex((entry) => matches(entry.fault.match, req));
    const entry = armed[index];
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) armed.splice(index, 1);
    return entry.fault;
  };

  const arm = (input: Fault): number => {
    const fault = parseFault(input);
    switch (fault.kind) {
      case 'cut':
      case 'stall':
      case 'drip': {
        // Open streams: the newest first, so "streams: 1" hits the line the app uses now.
        const chosen = [...pipes].reverse().slice(0, fault.streams ?? Infinity);
        for (const pipe of chosen) {
          if (fault.kind === 'cut')
            pipe.cut(fault.graceMs ?? 1_000, (midFrame) => count(midFrame ? 'cut' : 'cut-idle'));
          else if (fault.kind === 'stall') pipe.stall(fault.ms);
          else pipe.drip(fault.ms, fault.bytes ?? 3, fault.everyMs ?? 40);
        }
        if (fault.kind !== 'cut') count(fault.kind, chosen.length);
        return chosen.length;
      }
      default:
        armed.push({ fault, remaining: fault.count });
        return fault.count;
    }
  };

  const stats = (): FaultStats => {
    const total = Object.values(applied).reduce((a, b) => a + b, 0);
    return {
      applied: { ...applied },
      total,
      openStreams: pipes.size,
      armed: armed.map((a) => ({ kind: a.fault.kind, remaining: a.remaining })),
      requests,
    };
  };

  const control = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res
        .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(body));
    };
    if (req.method === 'GET') return send(200, stats());
    if (req.method === 'DELETE') {
      armed.length = 0;
      for (const pipe of pipes) pipe.resume();
      return send(200, stats());
    }
    if (req.method !== 'POST') return send(405, { error: 'GET, POST or DELETE' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    try {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const faults: unknown[] = Array.isArray(body) ? body : [body];
      const affected = faults.map((fault) => arm(parseFault(fault)));
      return send(200, { affected, ...stats() });
    } catch (error) {
      return send(400, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    requests += 1;
    const fault = take(req);
    if (fault?.kind === 'status') {
      count(`status-${fault.status}`);
      req.resume();
      const body = JSON.stringify({ error: `Injected ${fault.status} from the fault proxy.` });
      res.writeHead(fault.status, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Access-Control-Allow-Origin': '*',
      });
      res.end(body);
      return;
    }
    if (fault?.kind === 'reset' && fault.phase !== 'response') {
      count('reset');
      resetSocket(req.socket);
      return;
    }
    const pass = (first: boolean) => {
      const upstream = httpRequest(
        {
          agent,
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (upstreamRes) => {
          if (fault?.kind === 'reset') {
            // The service did the work; the answer is lost on the way back.
            count('reset-after');
            upstreamRes.resume();
            resetSocket(req.socket);
            return;
          }
          const isStream = String(upstreamRes.headers['content-type'] ?? '').startsWith('text/event-stream');
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, upstreamRes.headers);
          if (!isStream && fault?.kind !== 'drip-next') {
            upstreamRes.pipe(res);
            return;
          }
          req.socket.setNoDelay(true);
          res.flushHeaders();
          const pipe = new StreamPipe(res, () => {
            upstream.destroy();
            req.socket.destroy(); // mid-body: the client sees the response end short of its frame
          });
          if (fault?.kind === 'drip-next') {
            count('drip');
            pipe.drip(fault.ms, fault.bytes ?? 3, fault.everyMs ?? 40);
          }
          if (isStream) pipes.add(pipe);
          upstreamRes.on('data', (chunk: Buffer) => pipe.push(chunk));
          upstreamRes.on('end', () => pipe.end());
          upstreamRes.on('error', () => pipe.kill());
          res.on('close', () => {
            pipes.delete(pipe);
            pipe.dispose();
            upstream.destroy();
          });
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the upstream closed just as it was reused (its idle timeout, met late
        // on a busy machine): a GET or HEAD is sent again once on a fresh one, as a browser would
        // (Node's request.reusedSocket recipe). Anything else is the upstream's real failure.
        if (
          first &&
          !res.headersSent &&
          upstream.reusedSocket &&
          error.code === 'ECONNRESET' &&
          (req.method === 'GET' || req.method === 'HEAD')
        ) {
          pass(false);
          return;
        }
        if (!res.headersSent)
          res
            .writeHead(502, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: 'Upstream unreachable.' }));
        else res.destroy();
      });
      // A retry's request body, if any, was read already: only bodiless methods are retried.
      if (first) req.pipe(upstream);
      else upstream.end();
    };
    pass(true);
  };

  const server: Server = createServer((req, res) => {
    if (req.url?.split('?')[0] === CONTROL_PATH) void control(req, res);
    else if (!options.local?.(req, res)) forward(req, res);
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    arm,
    clear: () => {
      armed.length = 0;
      for (const pipe of pipes) pipe.resume();
    },
    stats,
    async close() {
      for (const pipe of pipes) pipe.kill();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

// CLI: `tsx bench/fault-proxy.ts --target URL --port N`
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'http://127.0.0.1:4311' },
      port: { type: 'string', default: '4390' },
    },
  });
  const proxy = await startFaultProxy({ target: values.target, port: Number(values.port) });
  console.log(
    `Fault proxy on ${proxy.url} → ${values.target}; arm faults with POST ${proxy.url}${CONTROL_PATH}`,
  );
  const stop = () => void proxy.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
