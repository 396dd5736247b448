// A warm visit against a cold one, the board of 5,001 jobs (issue 36): with "Remember on this
// device", the first visit (cold) reads every job; once the app has kept what it read, a reload
// (warm, same account, network up) shows the last state first. Time to the first card and to the
// board's full count, each as a ratio of the cold visit's in the same run, and the first card
// after the entry script arrived. Also the bytes kept, and the heap beside the cold visit's.
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe, usedHeapMb } from '../browser.ts';
import { keptQueriesText } from '../kept-queries.ts';
import { round } from '../stats.ts';
import { allCardsAt } from './pages.ts';

interface VisitFigures {
  firstCardMs?: number;
  /** The app's own first card (on a warm visit the first card is the picture of the last screen). */
  firstAppCardMs?: number;
  fullCountMs: number;
  /** The first card after the app's entry script arrived (its response ended). */
  firstCardAfterEntryMs?: number;
  /** The first card after the last screen's painter arrived (a script of its own, ahead of the entry). */
  firstCardAfterPainterMs?: number;
  heapMb: number;
}

export interface WarmVisitFigures {
  jobs: number;
  cold: VisitFigures;
  warm: VisitFigures;
  /** warm ÷ cold: target ≤ 0.25 for the first card. */
  firstCardRatio?: number;
  /** The same for the app's own first card. */
  firstAppCardRatio?: number;
  fullCountRatio: number;
  heapRatio: number;
  /** The kept copy's size (JSON characters). */
  keptChars: number;
}

async function visit(page: Page, total: number, go: () => Promise<unknown>): Promise<VisitFigures> {
  await go();
  const fullCountMs = await allCardsAt(page, total);
  const probe = await readProbe(page);
  const arrived = (file: RegExp) =>
    page.evaluate((source) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new RegExp(source).test(resource.name));
      return entry ? (entry as PerformanceResourceTiming).responseEnd : undefined;
    }, file.source);
  const entryEnd = await arrived(/\/assets\/index-[^/]*\.js$/);
  const painterEnd = await arrived(/\/assets\/paint-first-[^/]*\.js$/);
  const after = (start: number | undefined) =>
    probe.firstCardAt !== undefined && start !== undefined ? round(probe.firstCardAt - start, 0) : undefined;
  return {
    firstCardMs: round(probe.firstCardAt, 0),
    firstAppCardMs: round(probe.firstAppCardAt, 0),
    fullCountMs: round(fullCountMs, 0) ?? 0,
    firstCardAfterEntryMs: after(entryEnd),
    firstCardAfterPainterMs: after(painterEnd),
    heapMb: (await usedHeapMb(page)) ?? 0,
  };
}

export async function measureWarmVisit(
  browser: Browser,
  appUrl: string,
  total: number,
): Promise<WarmVisitFigures> {
  const page = await instrumentedPage(browser, appUrl);
  try {
    // The host's demo key, remembered on this device (as Settings saves it with the box ticked).
    await page.addInitScript(() => {
      const key = 'agent-console:connection';
      if (localStorage.getItem(key) === null)
        localStorage.setItem(key, JSON.stringify({ baseUrl: '', apiKey: 'aws_demo_key', remember: true }));
    });
    const cold = await visit(page, total, () => page.goto('/jobs'));
    // Kept once the board has settled and the page is hidden (what a reload does first).
    let kept = 0;
    for (let tries = 0; tries < 60 && kept < total * 50; tries += 1) {
      await page.waitForTimeout(500); // polls the kept copy: the save comes at an idle moment
      kept = (await keptQueriesText(page)).length;
    }
    const warm = await visit(page, total, () => page.reload());
    return {
      jobs: total,
      cold,
      warm,
      firstCardRatio:
        warm.firstCardMs !== undefined && cold.firstCardMs
          ? round(warm.firstCardMs / cold.firstCardMs, 2)
          : undefined,
      firstAppCardRatio:
        warm.firstAppCardMs !== undefined && cold.firstAppCardMs
          ? round(warm.firstAppCardMs / cold.firstAppCardMs, 2)
          : undefined,
      fullCountRatio: round(warm.fullCountMs / cold.fullCountMs, 2) ?? 0,
      heapRatio: round(warm.heapMb / cold.heapMb, 2) ?? 0,
      keptChars: kept,
    };
  } finally {
    await page.context().close();
  }
}
