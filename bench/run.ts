// `npm run bench`: builds the app into a private folder, serves it with the simulator behind the
// fault proxy (which also serves the baseline clients), measures it in Chromium, and writes
// reports/bench/ (results.json and table.md). Not part of `npm test`; about 5–8 minutes.
import { parseArgs } from 'node:util';
import { BASELINE_POLL, serveBaselines } from './baselines.ts';
import { launchBrowser } from './browser.ts';
import { BENCH_DIST as DIST, buildForBench } from './build.ts';
import { describeMachine } from './machine.ts';
import { measureBoard, seedBoard } from './measure/board.ts';
import { failOverBudget, measureBytesPerRoute, overBudgetLines } from './measure/bytes.ts';
import { measureChat, seedChat } from './measure/chat.ts';
import { measureLongReply } from './measure/long-reply.ts';
import { measureCsvTable } from './measure/csv-table.ts';
import { raceAllLatency } from './measure/latency-races.ts';
import { measurePages, measureReconnect } from './measure/pages.ts';
import { measureUpload } from './measure/upload.ts';
import { measureInbox } from './measure/inbox.ts';
import { measureChangedSinceAsked } from './measure/changed-since-asked.ts';
import { measureWarmVisit } from './measure/warm-visit.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { measureRecovery } from './measure/recovery.ts';
import { parseOnly, runOnly } from './only.ts';
import { RESULTS, SPEED_RESULTS, TABLE, writeReport } from './out.ts';
import { writeTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { SimClient } from './sim-client.ts';
import { startStack, type Stack } from './stack.ts';
import { speedTargets } from './targets.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    // `--only speed`: the event, list, long-task and upload parts (no bytes, recovery, Lighthouse);
    // written to reports/bench/results-speed.json.
    // `--only bytes,lighthouse` (or either): just those parts (about a minute); their figures
    // replace the same parts of the last results, and the table is re-rendered.
    only: { type: 'string' },
    'upload-mb': { type: 'string', default: '1024' },
  },
});
const speedOnly = values.only === 'speed';
const bytesOnly = values.only === undefined || speedOnly ? undefined : parseOnly(values.only);
const UPLOAD_MB = Number(values['upload-mb']);
/** Jobs on the board in the event → screen runs (besides the 1,000-job variant). */
const LATENCY_JOBS = 60;
const PAGED_JOBS = values.quick ? 1_000 : 5_000;
const EVENTS = values.quick ? 200 : 1_000;
const BASELINE_EVENTS = values.quick ? 100 : 500;
const RATE = 50;
const CHAT_MESSAGES = values.quick ? 1_000 : 10_000;

const started = Date.now();
const step = (label: string) => console.log(`\n▶ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);

if (!values['skip-build']) {
  step('Build');
  buildForBench();
}

if (bytesOnly) {
  await runOnly(bytesOnly, DIST, started);
  process.exit();
}

const stacks: Stack[] = [];
const browser = await launchBrowser();
try {
  const flat = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(flat);
  const sim = new SimClient(flat.directUrl);

  step('1. Bytes per route');
  const bytes = speedOnly ? [] : await measureBytesPerRoute(browser, flat, sim);

  step('2–3. Event → screen latency and requests per event');
  const latency = await raceAllLatency({
    browser,
    events: EVENTS,
    baselineEvents: BASELINE_EVENTS,
    ratePerSecond: RATE,
    jobs: LATENCY_JOBS,
    startStack: (dialect) => startStack({ dialect, speed: 4, dist: DIST, local: serveBaselines }),
  });

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

  step('4b. A warm visit against a cold one: the board of 5,000 jobs, remembered on this device');
  const warmStack = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(warmStack);
  const warmIds = await seedBoard(new SimClient(warmStack.directUrl), values.quick ? 1_000 : 5_000);
  const warmVisit = await measureWarmVisit(browser, warmStack.appUrl, warmIds.length);
  console.log(
    `  first card ${warmVisit.warm.firstCardMs} vs ${warmVisit.cold.firstCardMs} ms (${warmVisit.firstCardRatio}×; ${warmVisit.warm.firstCardAfterPainterMs} ms after the painter arrived, ${warmVisit.warm.firstCardAfterEntryMs} after the entry; the app's own ${warmVisit.firstAppCardRatio}×), full count ${warmVisit.warm.fullCountMs} vs ${warmVisit.cold.fullCountMs} ms (${warmVisit.fullCountRatio}×), heap ${warmVisit.warm.heapMb} vs ${warmVisit.cold.heapMb} MB`,
  );

  step(
    `5–6. ${PAGED_JOBS.toLocaleString('en-US')} jobs in pages of 20 (envelope): first card, last card, reconnect`,
  );
  const pagedStack = await startStack({ dialect: 'envelope', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(pagedStack);
  const pagedIds = await seedBoard(new SimClient(pagedStack.directUrl), PAGED_JOBS);
  const pagedRun = async (framesEveryMs?: number) => {
    const figures = await measurePages({
      browser,
      appUrl: pagedStack.appUrl,
      directUrl: pagedStack.directUrl,
      ids: pagedIds,
      framesEveryMs,
    });
    console.log(
      `  ${framesEveryMs ? `a frame every ${framesEveryMs} ms` : 'no frames'}: first card ${figures.firstCardMs} ms, last card ${figures.lastCardMs} ms (${figures.ratio}), ${figures.listRequests} list requests, ${figures.framesSent} frames`,
    );
    return figures;
  };
  const pages = { quiet: await pagedRun(), frames: await pagedRun(250) };
  const reconnect = await measureReconnect({
    browser,
    appUrl: pagedStack.appUrl,
    directUrl: pagedStack.directUrl,
    jobs: PAGED_JOBS,
  });
  console.log(
    `  reconnect: ${reconnect.listRequests} list requests (${reconnect.firstPages} from page 1), ${reconnect.otherRequests} others`,
  );

  step(`7. Chat of ${CHAT_MESSAGES.toLocaleString('en-US')} messages`);
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

  step('7b. A 5 MB single-paragraph reply beside 10 short messages (alone: npx tsx bench/long-reply.ts)');
  const longReply = await measureLongReply(browser, flat.appUrl, sim);
  console.log(
    `  longest task ${longReply.long.longestTaskMs} ms vs ${longReply.short.longestTaskMs} ms (${longReply.longestTaskRatio}×); key ${longReply.long.keyMeanMs} ms vs ${longReply.short.keyMeanMs} ms (${longReply.keyMeanRatio}×)`,
  );

  step('7c. A 50,000-row CSV artifact beside a 6-row one (alone: npx tsx bench/csv-table.ts)');
  const csvTable = await measureCsvTable(browser, flat.appUrl, sim);
  console.log(
    `  longest task CPU ${csvTable.large.tasks.afterEntryCpuMs} ms vs ${csvTable.small.tasks.afterEntryCpuMs} ms (${csvTable.longestCpuRatio}×); sort ${csvTable.large.sortTextMs} ms vs ${csvTable.small.sortTextMs} ms`,
  );

  step(`8. Upload of ${UPLOAD_MB.toLocaleString('en-US')} MB: page memory`);
  const uploadChat = await sim.createChat();
  const upload = await measureUpload({ appUrl: flat.directUrl, chatId: uploadChat, sizeMb: UPLOAD_MB });
  console.log(
    upload.error
      ? `  failed: ${upload.error}`
      : `  ${upload.seconds} s; JS heap ${upload.before.jsHeapMb} → ${upload.peak.jsHeapMb} → ${upload.after.jsHeapMb} MB; renderer ${upload.before.rendererMb} → ${upload.peak.rendererMb} → ${upload.after.rendererMb} MB`,
  );

  step('9. Recovery');
  const recovery = speedOnly ? undefined : await measureRecovery(browser, flat);
  if (recovery)
    console.log(
      `  reconnect ${recovery.reconnectMs} ms; board ${recovery.boardMs} ms, chat ${recovery.chatMs} ms after Live`,
    );

  step('10. Lighthouse');
  const lighthouse = speedOnly ? [] : await measureLighthouse(flat);

  step('11. Inbox: answer all, announcements, 50 alike jobs');
  // Its own account state: the counts need the inbox to hold only the jobs it makes.
  const inboxStack = await startStack({ dialect: 'flat', speed: 4, dist: DIST, local: serveBaselines });
  stacks.push(inboxStack);
  const inbox = await measureInbox(browser, inboxStack.appUrl, new SimClient(inboxStack.directUrl), DIST);
  console.log(
    `  answer all: ${inbox.answerAll.batchActions} vs ${inbox.answerAll.oneByOneActions} keys and clicks; announced ${inbox.announce.announcedMedianMs} ms vs card ${inbox.announce.cardMedianMs} ms; longest task ${inbox.burst.alikeLongestTaskMs} vs ${inbox.burst.differentLongestTaskMs} ms`,
  );

  step(
    '11b. "Changed since asked" beside the same stream\'s title change (alone: npx tsx bench/changed-since-asked.ts)',
  );
  const changedSinceAsked = await measureChangedSinceAsked(
    browser,
    inboxStack.appUrl,
    new SimClient(inboxStack.directUrl),
  );
  console.log(
    `  ${changedSinceAsked.maxFramesAfterCard} frames after the title at most; ${changedSinceAsked.lineMedianMs} vs ${changedSinceAsked.cardMedianMs} ms from the frames (${changedSinceAsked.ratio}×)`,
  );

  const overBudget = overBudgetLines(bytes);
  const targets = speedTargets({ latency, pages, board: boardApp, chat, inbox, csvTable, changedSinceAsked });
  for (const target of targets)
    console.log(
      `  ${target.met ? 'met   ' : 'MISSED'} ${target.measure}: ${target.value} (target ${target.target})`,
    );
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 10),
    seconds: (Date.now() - started) / 1_000,
    machine: describeMachine(),
    bytes,
    latency,
    board: { app: boardApp, baseline: boardBaseline },
    pages,
    reconnect,
    chat,
    longReply,
    csvTable,
    upload,
    recovery,
    lighthouse,
    inbox,
    changedSinceAsked,
    warmVisit,
    overBudget,
    targets,
  };
  const out = speedOnly ? SPEED_RESULTS : RESULTS;
  writeReport(out, `${JSON.stringify(results, null, 2)}\n`);
  if (!speedOnly) writeTable(results);
  console.log(`\nWrote ${out}${speedOnly ? '' : ` and ${TABLE}`} in ${Math.round(results.seconds)} s.`);
  if (targets.some((target) => !target.met)) process.exitCode = 1;
  failOverBudget(overBudget);
} finally {
  await browser.close();
  for (const stack of stacks) await stack.stop();
}
