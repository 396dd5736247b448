// Where a warm visit's time goes (issue 36): the board of 5,000 jobs (flat), remembered on this
// device; a cold visit, then a traced reload. Prints the main thread's tasks from the entry
// script to the first card (and a little after), with each task's biggest steps, beside the
// page's own marks and the list read's timing. `npx tsx bench/warm-trace.ts` (builds nothing:
// it serves .cache/bench-dist, which `npm run bench` makes).
import { serveBaselines } from './baselines.ts';
import { instrumentedPage, launchBrowser, readProbe } from './browser.ts';
import { BENCH_DIST } from './build.ts';
import { keptQueriesText } from './kept-queries.ts';
import { seedBoard } from './measure/board.ts';
import { allCardsAt } from './measure/pages.ts';
import { SimClient } from './sim-client.ts';
import { startStack } from './stack.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const STEP =
  /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|Layout|UpdateLayoutTree|RunMicrotasks|EventDispatch|FireAnimationFrame|Paint|PrePaint|Commit|ParseAuthorStyleSheet|MajorGC|MinorGC|v8\.compile|ResourceReceivedData|ResourceFinish)$/;

const total = Number(process.env.JOBS ?? 5_000);
const browser = await launchBrowser();
const stack = await startStack({
  dialect: 'flat',
  speed: 4,
  dist: process.env.DIST ?? BENCH_DIST,
  local: serveBaselines,
});
try {
  const count = (await seedBoard(new SimClient(stack.directUrl), total)).length;
  const page = await instrumentedPage(browser, stack.appUrl);
  await page.addInitScript(() => {
    const key = 'agent-console:connection';
    if (localStorage.getItem(key) === null)
      localStorage.setItem(key, JSON.stringify({ baseUrl: '', apiKey: 'aws_demo_key', remember: true }));
  });
  await page.goto('/jobs');
  await allCardsAt(page, count);
  for (let tries = 0; tries < 60; tries += 1) {
    await page.waitForTimeout(500);
    if ((await keptQueriesText(page)).length > count * 50) break;
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload();
  await allCardsAt(page, count);
  await page.waitForTimeout(300);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const { profile } = await cdp.send('Profiler.stop');
  const probe = await readProbe(page);
  const timings = await page.evaluate(() => ({
    marks: performance
      .getEntriesByType('mark')
      .concat(performance.getEntriesByType('measure'))
      .map((e) => ({ name: e.name, start: e.startTime, duration: e.duration })),
    resources: performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => /\/assets\/index-|\/v1\/jobs|persist|idb/.test(e.name))
      .map((e) => ({ name: e.name.replace(/^.*\//, ''), start: e.startTime, end: e.responseEnd })),
  }));
  console.log('first card', probe.firstCardAt);
  for (const e of [...timings.marks, ...timings.resources]) console.log(JSON.stringify(e));
  // performance.now() of the page against the trace's clock, through a mark the page made.
  const anchor = timings.marks.find((mark) => mark.name === 'last-seen:first-screen');
  const traced = traceEvents.find(
    (e) => e.name === 'last-seen:first-screen' && e.cat.includes('user_timing'),
  );
  if (!anchor || !traced) throw new Error('no anchor mark');
  const origin = traced.ts - anchor.start * 1000;
  const at = (ts: number) => Math.round((ts - origin) / 1000);
  const pid = traced.pid;
  const tid = traceEvents.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const main = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const until = (probe.firstCardAt ?? 0) + 400;
  for (const task of tasks) {
    const start = at(task.ts);
    if (start > until || (task.dur ?? 0) < 4000) continue;
    const end = task.ts + (task.dur ?? 0);
    const steps = main
      .filter((e) => e !== task && STEP.test(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
      );
    console.log(
      `${String(start).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms (cpu ${Math.round((task.tdur ?? 0) / 1000)})  ${steps.join(' | ')}`,
    );
  }
  // Self time by function in windows of the visit (CDP profile), anchored on the first sample
  // of the restore's first stage, which runs at the page's 'last-seen:first-screen' mark.
  const windows = (process.env.WINDOWS ?? '0,400,800,1200,99999').split(',').map(Number);
  const self = windows.slice(1).map(() => new Map<string, number>());
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const under = (id: number, name: string) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)?.callFrame.functionName === name) return true;
    return false;
  };
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas ?? []) times.push((t += delta));
  const samples = profile.samples ?? [];
  const firstIndex = samples.findIndex((id) => under(id, process.env.ANCHOR ?? 'restoreStage'));
  const zero = (times[firstIndex] ?? 0) / 1000 - anchor.start;
  samples.forEach((id, i) => {
    const when = (times[i] ?? 0) / 1000 - zero;
    const w = windows.findIndex((edge, k) => when >= edge && when < (windows[k + 1] ?? Infinity));
    const node = byId.get(id);
    if (w < 0 || w >= self.length || !node) return;
    const f = node.callFrame;
    const name = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`;
    self[w]!.set(name, (self[w]!.get(name) ?? 0) + ((times[i + 1] ?? 0) - (times[i] ?? 0)) / 1000);
  });
  self.forEach((map, k) => {
    const sum = [...map.values()].reduce((a, b) => a + b, 0);
    console.log(`\n-- ${windows[k]}..${windows[k + 1]} ms (${sum.toFixed(0)} ms sampled)`);
    for (const [name, msSelf] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${msSelf.toFixed(1).padStart(8)}  ${name}`);
  });
} finally {
  await stack.stop();
  await browser.close();
}
