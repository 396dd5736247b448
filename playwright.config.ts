import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, journeyBrowserPath } from './scripts/chromium.mjs';

// One server (built app + simulator) per simulator dialect; which journeys meet which dialect is
// said at the projects below (every journey in flat but the @scale ones, the @wire ones in every
// dialect).
// E2E_PORT_BASE lets several checkouts on one machine run their journeys side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4311);
export const DIALECTS = [
  { name: 'flat', port: PORT_BASE },
  { name: 'envelope', port: PORT_BASE + 1 },
  { name: 'named', port: PORT_BASE + 2 },
  // Conventions of widely used APIs: Link headers, page tokens, content parts, problem details.
  { name: 'paged', port: PORT_BASE + 3 },
] as const;

// Every journey runs once, against `flat` (but those tagged `@scale`: below). A journey that
// depends on the wire (lists and their pages, events, errors, uploads, artifacts, a workflow's
// patch) carries the tag `@wire` and also runs against every other dialect; one about the UI alone (layout, keyboard, palette, axe,
// screenshots, offline shell, storage) does not, because the dialects differ only in what the
// adapters in src/lib/api read, which the unit tests cover per dialect. A journey at scale (thousands
// of jobs over hundreds of pages) carries `@scale` and runs once, in `paged` (Link headers and page
// tokens, the widely used conventions): how each dialect pages is `@wire`'s paginated board.
// Two more deployment shapes, for the journeys tagged @deploy (a chat reply, a job dispatched and
// moving, the paged board, an inbox answer, a workflow applied): the service on another origin (CORS, preflights),
// and under a gateway path of the app's origin that the simulator knows nothing about.
export const SHAPES = [
  {
    name: 'cross-origin',
    port: PORT_BASE + 4,
    serveArgs: `--service-port ${PORT_BASE + 5}`,
    serviceURL: `http://127.0.0.1:${PORT_BASE + 5}`,
  },
  {
    name: 'gateway',
    port: PORT_BASE + 6,
    serveArgs: '--gateway /gw/agents',
    serviceURL: `http://127.0.0.1:${PORT_BASE + 6}/gw/agents`,
  },
] as const;
const SCALE_DIALECT = 'paged';
// The named dialect: its next links are server-relative (`/v1/jobs?page=2`), which a gateway
// path must resolve under the Base URL's path.
const SHAPE_DIALECT = 'named';
// Each server: the built app and a simulator (scripts/serve.ts), one per dialect and shape.
const SERVERS = [
  ...DIALECTS.map(({ name, port }) => ({ port, args: `--dialect ${name}` })),
  ...SHAPES.map(({ port, serveArgs }) => ({ port, args: `--dialect ${SHAPE_DIALECT} ${serveArgs}` })),
].map(({ port, args }) => ({ port, args: ['--port', String(port), ...args.split(' '), '--speed', '4'] }));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a journey spends about a quarter of its time waiting (on the simulator's
  // agent, a hold, a backoff), and a third worker fills those waits. Measured on a clean clone:
  // the journeys 571 → 513 s, no journey flaky.
  workers: 3,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    // The built app registers an app-shell service worker; journeys run without it (each fresh
    // context would precache the whole app) except e2e/offline.spec.ts, which allows it.
    serviceWorkers: 'block',
    // Without a GPU, Chromium composites every frame of a running animation (a pulsing status dot,
    // a loading skeleton) in software: the journeys used 1.25× the CPU with motion on (measured,
    // 36 journeys). They ask for reduced motion, as many people do; every-screen.spec.ts keeps
    // motion on, so both paths are walked.
    reducedMotion: 'reduce',
    // Recording a trace costs every journey its screencast and snapshots (0.76× the time without,
    // measured): in CI only a retry records one, so a failure is retried with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: journeyBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The chaos journey starts its own simulator and fault proxy (bench/stack.ts), one dialect
    // per test; CHAOS_FULL=1 (npm run chaos) makes it the long run. First: it mostly waits on its
    // faults, which the other worker's journeys fill; run last, it left a core idle for 25 s.
    { name: 'chaos', testMatch: /chaos.*\.spec\.ts/, use: { browserName: 'chromium' as const } },
    ...DIALECTS.map(({ name, port }) => ({
      name,
      testIgnore: /chaos.*\.spec\.ts/,
      grep: name === 'flat' ? undefined : name === SCALE_DIALECT ? /@wire|@scale/ : /@wire/,
      grepInvert: name === 'flat' ? /@scale/ : undefined,
      use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
    })),
    ...SHAPES.map(({ name, port, serviceURL }) => ({
      name,
      testIgnore: /chaos.*\.spec\.ts/,
      grep: /@deploy/,
      metadata: { dialect: SHAPE_DIALECT },
      use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}`, serviceURL },
    })),
  ],
  // One web server that starts them all side by side (scripts/journey-servers.mjs).
  webServer: {
    command: `node scripts/journey-servers.mjs ${PORT_BASE + 7} '${JSON.stringify(SERVERS)}'`,
    url: `http://127.0.0.1:${PORT_BASE + 7}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
