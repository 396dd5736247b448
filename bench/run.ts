// `npm run bench`: builds the app into a private folder, serves it with the simulator behind the
// fault proxy (which also serves the baseline clients), measures it in Chromium, and writes
// bench/results.json and the README's table. Not part of `npm test`; about 5–8 minutes.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem, arch } from 'node:os';
import { parseArgs } from 'node:util';
import { BASELINE_POLL, BASELINE_REREAD, serveBaselines } from './baselines.ts';
import { launchBrowser, CHROMIUM_PATH } from './browser.ts';
import { measureBoard, seedBoard } from './measure/board.ts';
import { measureRouteBytes, type RouteBytes } from './measure/bytes.ts';
import { measureChat, seedChat } from './measure/chat.ts';
import { measureLatency } from './measure/latency.ts';
import { runLighthouse, type LighthouseFigures } from './measure/lighthouse.ts';
import { measureRecovery } from './measure/recovery.ts';
import { writeReadmeTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { SimClient } from './sim-client.ts';
import { startStack, type Stack } from './stack.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
  },
});
const DIST = '.cache/bench-dist';
const EVENTS = values.quick ? 200 : 1_000;
const BASELINE_EVENTS = values.quick ? 100 : 500;
const RATE = 50;
const CHAT_MESSAGES = values.quick ? 1_000 : 10_000;
const WORKFLOW_ID = '33333333-3333-4333-8333-333333333333';

const started = Date.now();
const step = (label: string) => console.log(`\n▶ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);

if (!values['skip-build']) {
  step('Build');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stacks: Stack[] = [];
const browser = await launchBrowser();
try {
  const flat = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(flat);
  const sim = new SimClient(flat.directUrl);

  step('1. Bytes per route');
  const chatId = await sim.createChat();
  // An agent reply in it, so the chat route loads its markdown renderer as a real chat does.
  await sim.control(`sessions/${chatId}/messages`, { text: '# Notes\n\n- **markdown** with `code`' });
  const {
    ids: [jobId],
  } = await sim.control<{ ids: string[] }>('jobs/bulk', { count: 1 });
  const routes: [string, string, number?][] = [
    ['initial load (/ → /jobs)', '/', 110],
    ['/jobs/:id', `/jobs/${jobId}`],
    ['/chats', '/chats'],
    ['/chats/:id (markdown renderer)', `/chats/${chatId}`, 170],
    ['/workflows', '/workflows'],
    ['/workflows/:id (JSON editor)', `/workflows/${WORKFLOW_ID}`],
    ['/settings', '/settings'],
  ];
  const bytes: RouteBytes[] = [];
  for (const [route, path, budget] of routes) {
    const figures = await measureRouteBytes(browser, flat.appUrl, route, path, budget);
    bytes.push(figures);
    console.log(
      `  ${route}: ${figures.gzipKb} KB gz (${figures.files} files)${figures.overBudget ? `  ‼ OVER BUDGET (${figures.budgetKb} KB)` : ''}`,
    );
    if (figures.overBudget)
      console.log(`    largest: ${figures.largest.map((f) => `${f.file} ${f.gzipKb} KB`).join(', ')}`);
  }

  step('2–3. Event → screen latency and requests per event');
  // A fresh server per client, so each board holds only its own eight jobs.
  const latencyRun = async (
    dialect: 'flat' | 'envelope',
    path: string,
    client: string,
    events: number,
    tailMs?: number,
    extraJobs?: number,
  ) => {
    const stack = await startStack({ dialect, speed: 4, dist: DIST, local: serveBaselines });
    try {
      const figures = await measureLatency({
        browser,
        appUrl: stack.appUrl,
        directUrl: stack.directUrl,
        path,
        client,
        events,
        ratePerSecond: RATE,
        tailMs,
        extraJobs,
      });
      console.log(
        `  ${client}: p50 ${figures.p50} p95 ${figures.p95} p99 ${figures.p99} ms, ${figures.shown}/${figures.events} seen, ${figures.requestsPerEvent} requests/event`,
      );
      return figures;
    } finally {
      await stack.stop();
    }
  };
  const latency = {
    ratePerSecond: RATE,
    app: await latencyRun('flat', '/jobs', 'app (flat: full inline payloads)', EVENTS),
    envelope: await latencyRun('envelope', '/jobs', 'app (envelope: partial payloads)', EVENTS),
    reread: await latencyRun('flat', BASELINE_REREAD, 'baseline: re-read on every event', BASELINE_EVENTS),
    poll: await latencyRun('flat', BASELINE_POLL, 'baseline: poll every 3 s', BASELINE_EVENTS, 3_500),
    // The same race on an account with 1,000 older jobs: now a re-read costs what it costs.
    largeJobs: 1_000,
    largeApp: await latencyRun(
      'flat',
      '/jobs',
      'app, 1,000 jobs on the board',
      BASELINE_EVENTS,
      undefined,
      1_000,
    ),
    largeReread: await latencyRun(
      'flat',
      BASELINE_REREAD,
      'baseline: re-read on every event, 1,000 jobs',
      BASELINE_EVENTS,
      undefined,
      1_000,
    ),
  };

  step('4. Board with 5,000 jobs');
  const boardStack = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(boardStack);
  const boardIds = await seedBoard(new SimClient(boardStack.directUrl), values.quick ? 1_000 : 5_000);
  const boardApp = await measureBoard({
    browser,
    appUrl: boardStack.appUrl,
    directUrl: boardStack.directUrl,
    path: '/jobs',
    client: 'app',
    ids: boardIds,
  });
  console.log(
    `  app: first card ${boardApp.firstCardMs} ms, ${boardApp.mountedCards} mounted, longest task ${boardApp.longestTaskMs} ms`,
  );
  const boardBaseline = await measureBoard({
    browser,
    appUrl: boardStack.appUrl,
    directUrl: boardStack.directUrl,
    path: BASELINE_POLL,
    client: 'naive poller',
    ids: boardIds,
  });
  console.log(
    `  naive: first card ${boardBaseline.firstCardMs} ms, ${boardBaseline.mountedCards} mounted, longest task ${boardBaseline.longestTaskMs} ms`,
  );

  step(`5. Chat of ${CHAT_MESSAGES.toLocaleString('en-US')} messages`);
  const seeded = await seedChat(sim, CHAT_MESSAGES);
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  const chat = await measureChat({
    browser,
    appUrl: flat.appUrl,
    chatId: seeded.chatId,
    messages: CHAT_MESSAGES,
    seedSeconds: seeded.seconds,
  });
  console.log(
    `  open ${chat.openMs} ms, ${chat.mountedMessages} mounted, longest task ${chat.longestTaskMs} ms`,
  );

  step('6. Recovery');
  const recovery = await measureRecovery(browser, flat);
  console.log(
    `  reconnect ${recovery.reconnectMs} ms; board ${recovery.boardMs} ms, chat ${recovery.chatMs} ms after Live`,
  );

  step('7. Lighthouse');
  const lighthouse: LighthouseFigures[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    const figures = await runLighthouse(`${flat.appUrl}/jobs`, preset);
    lighthouse.push(figures);
    console.log(`  ${preset}: ${figures.score ?? figures.error}`);
  }

  const chromium = (() => {
    try {
      return execFileSync(CHROMIUM_PATH, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const cpu = cpus();
  const machine = {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    chromium,
  };
  const overBudget = bytes
    .filter((b) => b.overBudget)
    .map((b) => `${b.route}: ${b.gzipKb} KB > ${b.budgetKb} KB`);
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    seconds: (Date.now() - started) / 1_000,
    machine: {
      ...machine,
      description: `${machine.cpus}-core ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, ${chromium}`,
    },
    bytes,
    latency,
    board: { app: boardApp, baseline: boardBaseline },
    chat,
    recovery,
    lighthouse,
    overBudget,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  if (!values['no-readme'] && !values.quick) writeReadmeTable('README.md', results);
  console.log(
    `\nWrote bench/results.json${values['no-readme'] || values.quick ? '' : ' and the README table'} in ${Math.round(results.seconds)} s.`,
  );
  if (overBudget.length > 0) {
    console.error(`\n‼‼ OVER BUDGET ‼‼\n${overBudget.map((line) => `  ${line}`).join('\n')}\n`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  for (const stack of stacks) await stack.stop();
}
