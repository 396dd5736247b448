// The page's main-thread tasks from a Chromium trace: each top-level task's wall time and its CPU
// time (the thread's own time). On a shared machine a task's wall time counts the moments the
// thread waited for a core or for another process (the first localStorage read is a synchronous
// call to the browser process); its CPU time is the work the page itself did, and is what a
// faster or idle machine would see. The longest is named by its biggest step.
import type { Browser, Page } from '@playwright/test';

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

export function startTaskTrace(browser: Browser, page: Page): Promise<void> {
  return browser.startTracing(page, { categories: CATEGORIES });
}

/** `of`: the path of the page's document, or the renderer a trace of it found before. */
export async function stopTaskTrace(browser: Browser, of: string | number | undefined): Promise<TaskFigures> {
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return tasksOf(traceEvents, of);
}

function ms(us: number | undefined): number {
  return Math.round((us ?? 0) / 1000);
}

function tasksOf(events: TraceEvent[], of: string | number | undefined): TaskFigures {
  // The page's renderer: the one that parsed the page's document.
  const pid =
    typeof of === 'string'
      ? events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(of))?.pid
      : of;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
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
    return step
      ? `${step.name}${name ? ` ${name}` : ''} (${ms(step.dur)} ms, CPU ${ms(step.tdur)} ms)`
      : 'other';
  };
  const byWall = [...top].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const byCpu = [...top].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  const entry = onMain.find((e) => e.name === 'v8.evaluateModule');
  const entryEnd = entry ? entry.ts + (entry.dur ?? 0) : 0;
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
