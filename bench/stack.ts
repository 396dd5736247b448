// A private stack for a chaos run or a benchmark: the built app and a simulator (scripts/serve.ts)
// in a child process on a free port, and the fault proxy in front of it. The browser talks to the
// proxy; the harness drives the simulator directly, so its own levers never meet a fault.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { startFaultProxy, type FaultProxy, type FaultProxyOptions } from './fault-proxy.ts';

export type Dialect = 'flat' | 'envelope' | 'named' | 'paged';

export interface Stack {
  /** Where the browser goes: the fault proxy. */
  appUrl: string;
  /** The simulator and app without faults, for control calls. */
  directUrl: string;
  proxy: FaultProxy;
  dialect: Dialect;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the e2e dev-server journey starts vite on one too). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200; throws if `child` exits first or the time runs out. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before answering ${url}.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
}

/** Starts `scripts/serve.ts` (dist + simulator, one origin) in a child process. */
export async function startServer(options: {
  dialect: Dialect;
  speed?: number;
  port?: number;
  cwd?: string;
  dist?: string;
  /** More flags for serve.ts, e.g. `--demo`. */
  args?: string[];
}) {
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--port',
      String(port),
      '--dialect',
      options.dialect,
      '--speed',
      String(options.speed ?? 4),
      '--dist',
      options.dist ?? 'dist',
      ...(options.args ?? []),
    ],
    { cwd: options.cwd ?? process.cwd(), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/agent-console.json`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`, { cause: error });
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, port, child, stop };
}

export async function startStack(options: {
  dialect: Dialect;
  speed?: number;
  dist?: string;
  local?: FaultProxyOptions['local'];
}): Promise<Stack> {
  const server = await startServer(options);
  const proxy = await startFaultProxy({ target: server.url, local: options.local });
  return {
    appUrl: proxy.url,
    directUrl: server.url,
    proxy,
    dialect: options.dialect,
    async stop() {
      await proxy.close();
      await server.stop();
    },
  };
}
