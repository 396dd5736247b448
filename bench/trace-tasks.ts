// The page's main-thread tasks from a Chromium trace: each top-level task's wall time and its CPU
// time (the thread's own time). On a shared machine a task's wall time counts the moments the
// thread waited for a core or for another process (the first localStorage read is a synchronous
// call to the browser process); its CPU time is the work the page itself did, and is what a
// faster or idle machine would see. The longest is named by its biggest step.
import type { Browser, CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string; functionName?: string } };
}

/** V8's CPU profile (DevTools protocol): times in µs on the trace's clock. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface TaskFigures {
  /** The longest task by wall time, and what it was. */
  longestWallMs: number;
  longestWallCpuMs: number;
  longestWallWhat: string;
  /** The longest task by CPU time. */
  longestCpuMs: number;
  longestCpuWhat: string;
  /** The longest by CPU time once the entry script has run (the screen's work: data, render, text). */
  afterEntryCpuMs: number;
  afterEntryCpuWhat: string;
  /** The page's renderer, for a later trace of the same page (which parses no document). */
  pid: number | undefined;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const STEPS =
  /^(v8\.evaluateModule|EvaluateScript|FunctionCall|TimerFire|ParseHTML|Layout|UpdateLayoutTree|RunMicrotasks|EventDispatch|FireAnimationFrame|Paint|ParseAuthorStyleSheet|MajorGC|MinorGC)$/;

/**
 * `sampled`: V8's sampling profiler runs beside the trace (held by V8, not the trace's buffer, which
 * a load of minutes fills), so the longest task names the functions it ran most. Build unminified
 * to read their names.
 */
export async function startTaskTrace(browser: Browser, page: Page, sampled = false): Promise<TaskTrace> {
  const session = sampled ? await page.context().newCDPSession(page) : undefined;
  if (session) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 250 });
    await session.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  return { session };
}

export interface TaskTrace {
  session: CDPSession | undefined;
}

/** `of`: the path of the page's document, or the renderer a trace of it found before. */
export async function stopTaskTrace(
  browser: Browser,
  of: string | number | undefined,
  trace?: TaskTrace,
): Promise<TaskFigures> {
  // The profiler stops whatever becomes of the trace (one of minutes may be too large to read
  // back): it would sample on through whatever the bench measures next.
  const stopProfiler = async () => {
    const session = trace?.session;
    if (!session) return undefined;
    try {
      return ((await session.send('Profiler.stop')) as { profile: CpuProfile }).profile;
    } finally {
      await session.detach().catch(() => undefined);
    }
  };
  const stopped = stopProfiler();
  const buffer = await browser.stopTracing().finally(() => stopped.catch(() => undefined));
  const profile = await stopped;
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return tasksOf(traceEvents, of, profile);
}

function ms(us: number | undefined): number {
  return Math.round((us ?? 0) / 1000);
}

function tasksOf(
  events: TraceEvent[],
  of: string | number | undefined,
  profile: CpuProfile | undefined,
): TaskFigures {
  // The page's renderer: the one that parsed the page's document.
  const pid =
    typeof of === 'string'
      ? events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(of))?.pid
      : of;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const samples = samplesOf(profile);
  const top: TraceEvent[] = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const last = top.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) top.push(task);
  }
  const what = (task: TraceEvent | undefined): string => {
    if (!task) return 'none';
    const end = task.ts + (task.dur ?? 0);
    const step = onMain
      .filter((e) => e !== task && STEPS.test(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const name = step?.args?.data?.functionName;
    const described = step
      ? `${step.name}${name ? ` ${name}` : ''} (${ms(step.dur)} ms, CPU ${ms(step.tdur)} ms)`
      : 'other';
    const heaviest = samples.heaviestIn(task.ts, end);
    return heaviest ? `${described}; most sampled: ${heaviest}` : described;
  };
  const byWall = [...top].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const byCpu = [...top].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  // The entry: every module script of the document (the last screen's painter runs as one of its
  // own before the app's), evaluated before DOMContentLoaded; a screen's chunk comes after it.
  const domContent = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'MarkDOMContent')?.ts;
  const modules = onMain.filter((e) => e.name === 'v8.evaluateModule');
  const entries = domContent === undefined ? modules.slice(0, 1) : modules.filter((e) => e.ts < domContent);
  const entryEnd = Math.max(0, ...entries.map((e) => e.ts + (e.dur ?? 0)));
  const afterEntry = top
    .filter((task) => task.ts >= entryEnd)
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  return {
    longestWallMs: ms(byWall?.dur),
    longestWallCpuMs: ms(byWall?.tdur),
    longestWallWhat: what(byWall),
    longestCpuMs: ms(byCpu?.tdur),
    longestCpuWhat: what(byCpu),
    afterEntryCpuMs: ms(afterEntry?.tdur),
    afterEntryCpuWhat: what(afterEntry),
    pid,
  };
}

/** The profile's samples: `heaviestIn` names the functions most sampled at the top of the stack. */
function samplesOf(profile: CpuProfile | undefined) {
  const nodes = new Map((profile?.nodes ?? []).map((node) => [node.id, node.callFrame]));
  const taken: { at: number; node: number }[] = [];
  let at = profile?.startTime ?? 0;
  for (const [index, node] of (profile?.samples ?? []).entries()) {
    at += profile?.timeDeltas?.[index] ?? 0;
    taken.push({ at, node });
  }
  return {
    heaviestIn(from: number, to: number, top = 4): string | undefined {
      const counts = new Map<string, number>();
      for (const sample of taken) {
        if (sample.at < from || sample.at > to) continue;
        const frame = nodes.get(sample.node);
        const file = frame?.url.split('/').at(-1) ?? '';
        const label = frame
          ? `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`
          : '?';
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      const ranked = [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
      return ranked.length ? ranked.map(([label, count]) => `${label} ×${count}`).join(', ') : undefined;
    },
  };
}
