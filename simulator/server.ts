// The simulator as a value: `handle` serves /v1 (and /__control when enabled) for any Node or
// Connect server and returns false for every other path; `listen` wraps it in a server of its own.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { loadFixture, type FixtureData } from './fixtures/load-fixture.ts';
import { dialectShapes, isDialect } from './dialects/index.ts';
import type { Dialect } from './dialects/types.ts';
import { Store } from './store/store.ts';
import { FileStorage } from './store/file-storage.ts';
import { EventHub } from './events/hub.ts';
import { Scheduler } from './agents/scheduler.ts';
import { JobAgent } from './agents/job-agent.ts';
import { ChatAgent } from './agents/chat-agent.ts';
import type { ServiceContext } from './service-context.ts';
import { handleApi } from './http/api.ts';
import { handleControl } from './control/control.ts';
import { Latency } from './control/latency.ts';
import { Switches } from './control/switches.ts';
import { sendJson } from './http/respond.ts';
import { HttpError } from './http/errors.ts';
import { seedDemo, type DemoCatalog } from './demo/seed-demo.ts';

export type { Dialect } from './dialects/types.ts';

export interface SimulatorOptions {
  dialect?: Dialect;
  fixture?: string | FixtureData;
  speed?: number;
  control?: boolean;
  dataDir?: string;
  /** Seed the first account with the demo story (simulator/demo/seed-demo.ts). */
  demo?: boolean;
}

export interface Simulator {
  readonly demoKey: string;
  readonly dialect: Dialect;
  /** With `demo`: the workflows and chats a host names in /agent-console.json. */
  readonly demoCatalog: DemoCatalog | undefined;
  /** Handles /v1/* and (when control is on) /__control/*; returns false, touching nothing, for any other path so a host server can serve it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): Promise<void>;
}

/** The heartbeat is at most 15 s apart, and faster when agents are sped up (tests). */
const HEARTBEAT_MS = 15_000;

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const dialectName = options.dialect ?? 'flat';
  if (!isDialect(dialectName))
    throw new Error(`Unknown dialect "${String(dialectName)}": use flat, envelope, named or paged.`);
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0)
    throw new Error(`speed must be a positive number, not ${speed}.`);
  const fixture = loadFixture(options.fixture);
  const demoKey = fixture.accounts[0]?.keys[0]?.key;
  if (demoKey === undefined)
    throw new Error('Invalid fixture: the first account needs a key (the demo key).');

  const dialect = dialectShapes(dialectName);
  const store = new Store(fixture);
  const rt = {
    store,
    dialect,
    hub: new EventHub(dialect, HEARTBEAT_MS / Math.max(1, speed)),
    scheduler: new Scheduler(speed),
  };
  const jobs = new JobAgent(rt);
  const ctx: ServiceContext = {
    rt,
    jobs,
    chat: new ChatAgent(rt, jobs),
    files: new FileStorage(options.dataDir),
    latency: new Latency(),
    switches: new Switches(),
  };
  let closed = false;
  const demoCatalog = options.demo ? seedDemo(rt) : undefined;

  return {
    demoKey,
    dialect: dialectName,
    demoCatalog,
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://simulator.invalid');
      const path = url.pathname;
      const isApi = path === '/v1' || path.startsWith('/v1/');
      const isControl = options.control === true && (path === '/__control' || path.startsWith('/__control/'));
      if (!isApi && !isControl) return false;
      if (closed) {
        sendJson(
          res,
          503,
          dialect.errorBody(new HttpError(503, 'closed', 'The simulator is shutting down.')),
        );
        return true;
      }
      if (isApi) ctx.latency.schedule(req, path, () => void handleApi(ctx, req, res, url));
      else void handleControl(ctx, req, res, url);
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      rt.scheduler.cancelAll();
      rt.hub.close();
      ctx.files.close();
    },
  };
}

export async function listen(
  sim: Simulator,
  opts: { port: number; host?: string },
): Promise<{ url: string; server: Server }> {
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    if (!sim.handle(req, res))
      sendJson(res, 404, { error: `Nothing is served at ${req.url ?? '/'}; the API lives under /v1.` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The simulator is not listening on TCP.');
  const { port } = address;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}`, server };
}
