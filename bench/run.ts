// `npm run bench`: builds the app into a private folder, serves it with the simulator behind the
// fault proxy (which also serves the baseline clients), measures it in Chromium, and writes
// bench/results.json and the README's table. Not part of `npm test`; about 5–8 minutes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BASELINE_POLL, BASELINE_REREAD, serveBaselines } from './baselines.ts';
import { launchBrowser } from './browser.ts';
import { measureBoard, seedBoard } from './measure/board.ts';
import { failOverBudget, measureBytesPerRoute, overBudgetLines } from './measure/bytes.ts';
import { measureChat, seedChat } from './measure/chat.ts';
import { measureLatency } from './measure/latency.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { measureRecovery } from './measure/recovery.ts';
import { describeMachine, parseOnly, runOnly } from './only.ts';
import { writeReadmeTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { SimClient } from './sim-client.ts';
import { startStack, type Stack } from './stack.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    // `--only bytes,lighthouse`: just those parts (about a minute); their figures replace the same
    // parts of the last bench/results.json, and the README table is re-rendered from the merge.
    only: { type: 'string' },
  },
});
const only = values.only === undefined ? undefined : parseOnly(values.only);
const DIST = '.cache/bench-dist';
const EVENTS = values.quick ? 200 : 1_000;
const BASELINE_EVENTS = values.quick ? 100 : 500;
const RATE = 50;
const CHAT_MESSAGES = values.quick ? 1_000 : 10_000;

const started = Date.now();
const step = (label: string) => console.log(`\n▶ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);

if (!values['skip-build']) {
  step('Build');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (only) {
  await runOnly(only, DIST, started, { readme: !values['no-readme'] && !values.quick });
  process.exit();
}

const stacks: Stack[] = [];
const browser = await launchBrowser();
try {
  const flat = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(flat);
  const sim = new SimClient(flat.directUrl);

  step('1. Bytes per route');
  const bytes = await measureBytesPerRoute(browser, flat, sim);

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
  const lighthouse = await measureLighthouse(flat);

  const machine = describeMachine();
  const overBudget = overBudgetLines(bytes);
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    seconds: (Date.now() - started) / 1_000,
    machine,
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
  failOverBudget(overBudget);
} finally {
  await browser.close();
  for (const stack of stacks) await stack.stop();
}
