// Turns bench/results.json into the README's table: each figure beside its baseline and, where
// both exist, their ratio. The table lives between two markers in the "Benchmarks" section.
import { TABLE, writeReport } from './out.ts';
import type { BenchResults } from './results.ts';
import { ratio } from './stats.ts';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
// The block is generated: Prettier leaves it as written, so `npm run format:check` passes after a
// bench run without reformatting the README.
const IGNORE_START = '<!-- prettier-ignore-start -->';
const IGNORE_END = '<!-- prettier-ignore-end -->';

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toLocaleString('en-US')} ms`);
const x = (value: number | undefined) => (value === undefined ? '—' : `${value}×`);
/** How the app compares with a baseline where smaller is better: "3.2× faster" or "1.5× slower". */
function versus(
  baseline: number | undefined,
  app: number | undefined,
  better = 'faster',
  worse = 'slower',
): string {
  if (baseline === undefined || app === undefined) return '—';
  if (app === 0) return baseline === 0 ? 'equal' : `${baseline} vs 0`;
  if (baseline === 0) return `${app} vs 0`;
  const r = ratio(baseline, app) ?? 0;
  return r >= 1 ? `${r}× ${better}` : `${ratio(app, baseline)}× ${worse}`;
}
const pct = (l: { p50?: number; p95?: number; p99?: number }) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)}`;
/** The client's own share: from the stamp's arrival in the page to the screen. */
const own = (l: { own?: { p50?: number; p95?: number } }) =>
  l.own ? `; in the page → screen p50 / p95 ${ms(l.own.p50)} / ${ms(l.own.p95)}` : '';
const rounds = (l: { rounds?: number }) =>
  l.rounds && l.rounds > 1 ? `, ${l.rounds} alternating rounds` : '';

function renderTable(r: BenchResults): string {
  const rows: string[][] = [];
  for (const route of r.bytes) {
    const budget =
      route.budgetKb === undefined
        ? ''
        : ` (budget ${route.budgetKb} KB${route.overBudget ? ' — **OVER BUDGET**' : ', within'})`;
    rows.push([
      `1. JS+CSS gzipped, ${route.route}`,
      `${route.gzipKb} KB in ${route.files} files${budget}`,
      '—',
      '—',
    ]);
  }
  const { app, envelope, reread, poll } = r.latency;
  rows.push([
    `2. event → screen p50 / p95 / p99 (${app.events.toLocaleString('en-US')} events at ${r.latency.ratePerSecond}/s)`,
    `${pct(app)} (${app.shown} of ${app.events} changes seen${rounds(app)})${own(app)}`,
    `re-read on every event: ${pct(reread)} (${reread.shown}/${reread.events} seen)${own(reread)}; poll every 3 s: ${pct(poll)} (${poll.shown}/${poll.events} seen)`,
    `p95: ${versus(reread.p95, app.p95)} than re-read, ${versus(poll.p95, app.p95)} than polling`,
  ]);
  const { largeApp, largeReread, largeJobs } = r.latency;
  rows.push([
    `2. the same with ${largeJobs.toLocaleString('en-US')} older jobs on the board (${largeApp.events} events)`,
    `${pct(largeApp)} (${largeApp.shown}/${largeApp.events} seen${rounds(largeApp)})${own(largeApp)}`,
    `re-read on every event: ${pct(largeReread)} (${largeReread.shown}/${largeReread.events} seen)${own(largeReread)}`,
    `p95: ${versus(largeReread.p95, largeApp.p95)} than re-read`,
  ]);
  rows.push([
    `3. requests per event (${app.events.toLocaleString('en-US')} events)`,
    `full inline payloads (flat): ${app.requestsPerEvent}; partial payloads (envelope): ${envelope.requestsPerEvent} (envelope latency p95 ${ms(envelope.p95)})`,
    `re-read on every event: ${reread.requestsPerEvent}; poll: ${poll.requestsPerEvent}`,
    '—',
  ]);
  const { app: board, baseline: naive } = r.board;
  rows.push([
    `4. board with ${board.jobs.toLocaleString('en-US')} jobs, burst of ${board.burst} changes`,
    `first card ${ms(board.firstCardMs)}; ${board.mountedCards} cards mounted; longest task ${ms(board.longestTaskMs)} (${board.longTasks} long tasks)`,
    `naive client (every job in the DOM, polling): first card ${ms(naive.firstCardMs)}; ${naive.mountedCards.toLocaleString('en-US')} mounted; longest task ${ms(naive.longestTaskMs)}`,
    `longest task: ${naive.longestTaskMs} vs ${board.longestTaskMs} ms${naive.longestTaskMs && board.longestTaskMs ? ` (${versus(naive.longestTaskMs, board.longestTaskMs, 'shorter', 'longer')})` : ''}; first card: ${versus(naive.firstCardMs, board.firstCardMs, 'sooner', 'later')}; ${x(ratio(naive.mountedCards, board.mountedCards))} fewer cards mounted`,
  ]);
  if (r.pages) {
    for (const [label, p] of [
      ['no frames', r.pages.quiet],
      ['a frame every 250 ms', r.pages.frames],
    ] as const)
      rows.push([
        `5. ${p.jobs.toLocaleString('en-US')} jobs in pages of 20 (envelope), ${label}`,
        `first card ${ms(p.firstCardMs)}; last card ${ms(p.lastCardMs)}; ${p.listRequests} list requests`,
        `the last card (the whole list read): ${ms(p.lastCardMs)}`,
        `first card at ${p.ratio === undefined ? '—' : `${Math.round(p.ratio * 100)} %`} of the last (target ≤ 30 %)`,
      ]);
  }
  if (r.reconnect) {
    const pages = Math.ceil(r.reconnect.jobs / r.reconnect.pageSize) + 1;
    rows.push([
      `6. requests per reconnect, ${r.reconnect.jobs.toLocaleString('en-US')} jobs in pages of ${r.reconnect.pageSize}`,
      `${r.reconnect.listRequests} list requests (${r.reconnect.firstPages} read from page 1), ${r.reconnect.otherRequests} others`,
      `one full read: ${pages} pages`,
      '—',
    ]);
  }
  rows.push([
    `7. chat of ${r.chat.messages.toLocaleString('en-US')} messages`,
    `open ${ms(r.chat.openMs)}; ${r.chat.mountedMessages} messages mounted; longest task scrolling to the top and back ${ms(r.chat.longestTaskMs)}`,
    '—',
    '—',
  ]);
  if (r.upload) {
    const u = r.upload;
    rows.push([
      `8. upload of ${u.fileMb.toLocaleString('en-US')} MB: page memory before / highest during / after`,
      u.error
        ? `not measured: ${u.error}`
        : `JS heap ${u.before.jsHeapMb} / ${u.peak.jsHeapMb} / ${u.after.jsHeapMb} MB; renderer ${u.before.rendererMb} / ${u.peak.rendererMb} / ${u.after.rendererMb} MB (${u.seconds} s)`,
      'the file size',
      '—',
    ]);
  }
  if (r.recovery)
    rows.push([
      `9. recovery (${r.recovery.jobChanges} job changes and ${r.recovery.chatMessages} replies while the stream was down)`,
      `stream Live → board matches ${ms(r.recovery.boardMs)}, chat matches ${ms(r.recovery.chatMs)} (reconnect after faults cleared: ${ms(r.recovery.reconnectMs)})`,
      'a 3 s poller: up to 3,000 ms',
      '—',
    ]);
  for (const lh of r.lighthouse) {
    rows.push([
      `10. Lighthouse performance (${lh.preset})`,
      lh.score === undefined
        ? `not measured: ${lh.error ?? 'no score'}`
        : `${lh.score} / 100 (FCP ${ms(lh.fcpMs)}, LCP ${ms(lh.lcpMs)}, TBT ${ms(lh.tbtMs)})${lh.scores && lh.scores.length > 1 ? `, the median of ${lh.scores.length} runs: ${lh.scores.join(', ')}` : ''}`,
      '—',
      '—',
    ]);
  }
  if (r.inbox) {
    const { answerAll, announce, burst } = r.inbox;
    rows.push(
      [
        `11. keys and clicks to answer ${answerAll.jobs} alike waiting jobs`,
        `"Answer all": ${answerAll.batchActions}`,
        `one by one (\`2\` on each selected row): ${answerAll.oneByOneActions}`,
        x(answerAll.ratio),
      ],
      [
        `11. job turns \`ambiguous\` → its sentence in "Announcements" (median of ${announce.changes})`,
        ms(announce.announcedMedianMs),
        `the same change → its card on the board: ${ms(announce.cardMedianMs)}`,
        x(announce.ratio),
      ],
      [
        `11. longest task while ${burst.jobs} jobs arrive in the inbox at once`,
        `${burst.jobs} asking the same question: ${ms(burst.alikeLongestTaskMs)}`,
        `${burst.jobs} asking different questions: ${ms(burst.differentLongestTaskMs)}`,
        x(burst.ratio),
      ],
    );
  }
  if (r.changedSinceAsked) {
    const c = r.changedSinceAsked;
    rows.push([
      `11b. an artifact frame → "Changed since asked" on its Inbox item (median of ${c.jobs}; at most ${c.maxFramesAfterCard} frames after the title)`,
      ms(c.lineMedianMs),
      `the job's frame sent with it → its new title on the item: ${ms(c.cardMedianMs)}`,
      x(c.ratio),
    ]);
  }
  const header = `Measured ${r.date} on ${r.machine.description} (\`npm run bench\`, ${Math.round(r.seconds)} s; raw figures in \`reports/bench/results.json\`).${r.remeasured ? ` Then ${r.remeasured}.` : ''}`;
  const targets = (r.targets ?? []).map(
    (t) => `- ${t.met ? 'met' : '**missed**'}: ${t.measure}: ${t.value} (target ${t.target})`,
  );
  const table = [
    '| measure | Agent Console | baseline | ratio |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const targetList = targets.length > 0 ? `\n\nTargets, from the same run:\n\n${targets.join('\n')}` : '';
  return `${START}\n${IGNORE_START}\n${header}\n\n${table}${targetList}\n${IGNORE_END}\n${END}`;
}

export function writeTable(results: BenchResults) {
  writeReport(TABLE, `${renderTable(results)}\n`);
}
