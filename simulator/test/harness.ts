// Starts a real simulator on a free loopback port and talks to it over HTTP, with helpers that
// read each dialect's shapes back into one form so a test can state a rule once for all three.
import type { Server } from 'node:http';
import { createSimulator, listen, type Dialect, type Simulator, type SimulatorOptions } from '../server.ts';
import { openEventStream, type SseStream } from '../tools/sse-client.ts';

export const DEMO_KEY = 'aws_demo_key';
export const OTHER_KEY = 'aws_other_key';
export const NOEVENTS_KEY = 'aws_demo_noevents';
export const READONLY_KEY = 'aws_demo_readonly';
export const OTHER_ACCOUNT = '22222222-2222-4222-8222-222222222222';
export const WF_MAIN = '33333333-3333-4333-8333-333333333333';
export const WF_TITLE_ONLY = '44444444-4444-4444-8444-444444444444';
export const WF_NESTED = '55555555-5555-4555-8555-555555555555';

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

interface RequestOptions {
  key?: string | null;
  body?: unknown;
  raw?: string | Blob | FormData;
  headers?: Record<string, string>;
}

export interface TestService {
  url: string;
  dialect: Dialect;
  sim: Simulator;
  server: Server;
  api(method: string, path: string, opts?: RequestOptions): Promise<Reply>;
  control(path: string, body?: unknown): Promise<Reply>;
  events(key?: string, headers?: Record<string, string>): Promise<SseStream>;
  close(): Promise<void>;
}

export async function startService(dialect: Dialect, options: SimulatorOptions = {}): Promise<TestService> {
  const sim = await createSimulator({ dialect, speed: 20, control: true, ...options });
  const { url, server } = await listen(sim, { port: 0 });
  const streams: SseStream[] = [];
  const api = async (method: string, path: string, opts: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? DEMO_KEY : opts.key;
    if (key !== null) headers['Authorization'] = `Bearer ${key}`;
    let body: string | Blob | FormData | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json') ?? false;
    return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text };
  };
  return {
    url,
    dialect,
    sim,
    server,
    api,
    control: (path, body) =>
      api(body === undefined ? 'GET' : 'POST', `/__control/${path}`, {
        key: null,
        ...(body === undefined ? {} : { body }),
      }),
    async events(key = DEMO_KEY, headers = {}) {
      const stream = await openEventStream(`${url}/v1/events`, key, headers);
      streams.push(stream);
      return stream;
    },
    async close() {
      for (const s of streams) s.close();
      await sim.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 15));
  }
}
