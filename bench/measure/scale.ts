// A year of work (issue 37): the job list at 5,001 and at 100,000 jobs in pages of 20 (envelope),
// each size in the same run, so a figure at 100,000 reads as a ratio of the one at 5,001.
// - first card and full board (every column's count adds up to the total), and the longest
//   main-thread task while the pages load (its CPU time, from a trace, as the long-reply bench);
// - a re-read after a 10 s cut of the event stream, during which three old jobs change: list pages
//   read from the end of the cut until the list is quiet, with the service listing newest updated
//   first (the app may stop early) beside newest created first (it must read every page);
// - a `job.state_changed` to screen: thirty old jobs change one by one, each timed from the control
//   call to its column's count on screen (p95; the issue compares 100,000 with 1,000 jobs).
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe, untilLive, usedHeapMb } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import { percentile, round } from '../stats.ts';
import { startTaskTrace, stopTaskTrace } from '../trace-tasks.ts';
import { allCardsAt } from './pages.ts';

export interface ScaleLoadFigures {
  jobs: number;
  firstCardMs?: number;
  fullBoardMs: number;
  /** first card ÷ full board. */
  ratio?: number;
  listRequests: number;
  longestTaskCpuMs?: number;
  longestTaskWhat?: string;
  longestTaskWallMs?: number;
  heapMb?: number;
}

export interface ScaleEventFigures {
  /** A state change made at the service to the board's counts showing it, p95 of thirty. */
  eventToScreenP95Ms?: number;
  /** The same, the median. */
  eventToScreenP50Ms?: number;
}

export interface ScaleCutFigures {
  jobs: number;
  order: 'updated' | 'created';
  /** List pages read from the end of the cut until no request for 2 s. */
  pagesRead: number;
  /** Of those, the ones read before the stream was Live again (page-1 reads while it is down). */
  pagesBeforeLive: number;
  /** From the end of the cut to the stream Live again (the app's backoff). */
  liveAfterMs: number;
  /** From the end of the cut to the three changed jobs on the board. */
  changesOnScreenMs: number;
}

const isListRead = (url: string) => new URL(url).pathname === '/v1/jobs';
const STATES = ['backlog', 'in_progress', 'done', 'failed'] as const;

/** `total` jobs over four states, then the oldest one changed (the data then tell the order). */
export async function seedScale(sim: SimClient, total: number): Promise<string[]> {
  await sim.control('reset', {});
  const ids: string[] = [];
  for (const [index, state] of STATES.entries()) {
    const count = Math.floor(total / STATES.length) + (index < total % STATES.length ? 1 : 0);
    ids.push(...(await sim.control<{ ids: string[] }>('jobs/bulk', { count, state })).ids);
  }
  await sim.control(`jobs/${ids[0]}/state`, { state: 'done' });
  return ids;
}

/** Loads the board on a fresh page, then cuts its stream for 10 s while three old jobs change. */
export async function measureScale(options: {
  browser: Browser;
  appUrl: string;
  directUrl: string;
  ids: string[];
  order: 'updated' | 'created';
  /** Which old jobs change in the cut (distinct per run, so each run's change is news). */
  changed: string[];
  /** Which old jobs change one by one for the event-to-screen time (distinct per run, as `changed`). */
  moved: string[];
  /** V8's samples in the trace, so the longest task names its functions. */
  attribute?: boolean;
}): Promise<{ load: ScaleLoadFigures; events: ScaleEventFigures; cut: ScaleCutFigures }> {
  const { browser, ids } = options;
  const sim = new SimClient(options.directUrl);
  await sim.control('job-order', { by: options.order });
  // The simulator orders an account's list once, at its first read after a change of order: read
  // page 1 here, so the first card times the app and not that one-off sort (a service keeps its
  // index; simulator/store/job-lists.ts builds its views lazily).
  await sim.api('GET', '/v1/jobs');
  const page = await instrumentedPage(browser, options.appUrl);
  let listRequests = 0;
  page.on('request', (request) => {
    if (isListRead(request.url())) listRequests += 1;
  });
  try {
    const trace = await startTaskTrace(browser, page, options.attribute);
    await page.goto('/jobs');
    const full = await allCardsAt(page, ids.length);
    // A trace of minutes may be too large to read back: then the long-task observer's wall time.
    const tasks = await stopTaskTrace(browser, '/jobs', trace).catch((error: unknown) => {
      console.warn(`  the trace could not be read: ${String(error)}`);
      return undefined;
    });
    const probe = await readProbe(page);
    const load: ScaleLoadFigures = {
      jobs: ids.length,
      firstCardMs: round(probe.firstCardAt, 0),
      fullBoardMs: round(full, 0) ?? full,
      ratio: probe.firstCardAt === undefined ? undefined : round(probe.firstCardAt / full, 3),
      listRequests,
      longestTaskCpuMs: tasks?.afterEntryCpuMs,
      longestTaskWhat: tasks?.afterEntryCpuWhat,
      longestTaskWallMs: round(Math.max(0, ...probe.longtasks.map((task) => task.duration)), 0),
      heapMb: await usedHeapMb(page),
    };
    await untilLive(page, 120_000);
    const events = await eventsToScreen(page, sim, options.moved);
    return { load, events, cut: await cutFor10s(page, sim, options) };
  } finally {
    await page.context().close();
    await sim.control('job-order', { by: 'created' });
  }
}

const columnSizes = () =>
  [...document.querySelectorAll('[aria-label="Jobs board"] ul')].map((list) =>
    Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
  );

/** Each of `jobs` (all in one column) changes state at the service; timed until the board shows it. */
async function eventsToScreen(
  page: Page,
  sim: SimClient,
  jobs: readonly string[],
): Promise<ScaleEventFigures> {
  const times: number[] = [];
  for (const id of jobs) {
    const before = await page.evaluate(columnSizes);
    const start = Date.now();
    await sim.control(`jobs/${id}/state`, { state: 'failed' });
    await page.waitForFunction(
      (sizes) => {
        const now = [...document.querySelectorAll('[aria-label="Jobs board"] ul')].map((list) =>
          Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
        );
        return now.some((size, index) => size === (sizes[index] ?? 0) - 1);
      },
      before,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push(Date.now() - start);
  }
  return {
    eventToScreenP95Ms: round(percentile(times, 95), 0),
    eventToScreenP50Ms: round(percentile(times, 50), 0),
  };
}

async function cutFor10s(
  page: Page,
  sim: SimClient,
  options: { ids: string[]; order: 'updated' | 'created'; changed: string[] },
): Promise<ScaleCutFigures> {
  const sizesBefore = await page.evaluate(columnSizes);
  // The cut: the stream is closed and cannot reopen for 10 s, while three old jobs change.
  const blockStream = (url: URL) => url.pathname === '/v1/events';
  await page.route(blockStream, (route) => route.abort());
  await sim.control('drop-streams', {});
  await page.getByRole('status', { name: 'Event stream' }).filter({ hasNotText: 'Live' }).waitFor();
  for (const id of options.changed) await sim.control(`jobs/${id}/state`, { state: 'failed' });
  await page.waitForTimeout(10_000); // the cut itself: what is measured is what follows it
  let pagesRead = 0;
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    if (!isListRead(request.url())) return;
    pagesRead += 1;
    lastRequestAt = Date.now();
  });
  const ended = await page.evaluate(() => performance.now());
  await page.unroute(blockStream);
  await untilLive(page, 120_000);
  const live = await page.evaluate(() => performance.now());
  const pagesBeforeLive = pagesRead;
  // The three left their column (backlog) for another: its count falls by three. (Newest updated
  // first, page 1 holds them, and the page-1 reads made while the stream is down may bring them
  // before the stream is back.)
  const onScreen = await page
    .waitForFunction(
      (before) => {
        const sizes = [...document.querySelectorAll('[aria-label="Jobs board"] ul')].map((list) =>
          Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
        );
        return sizes.some((size, index) => size === (before[index] ?? 0) - 3) ? performance.now() : false;
      },
      sizesBefore,
      { polling: 'raf', timeout: 600_000 },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
  while (Date.now() - lastRequestAt < 3_000) await page.waitForTimeout(250);
  return {
    jobs: options.ids.length,
    order: options.order,
    pagesRead,
    pagesBeforeLive,
    liveAfterMs: Math.round(live - ended),
    changesOnScreenMs: Math.max(0, Math.round(onScreen - ended)),
  };
}
