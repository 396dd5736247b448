// The board with 5,000 jobs: time to the first card, how many cards are mounted, and the longest
// main-thread task while 500 jobs change state in a burst. The same for the naive client (which
// renders every job) as its baseline.
import type { Browser } from '@playwright/test';
import {
  clearLongTasks,
  instrumentedPage,
  readProbe,
  untilLive,
  untilServiceWorkerSettled,
} from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import { longestTaskMs, round } from '../stats.ts';

export interface BoardFigures {
  client: string;
  jobs: number;
  firstCardMs?: number;
  mountedCards: number;
  burst: number;
  burstSeconds?: number;
  longestTaskMs: number;
  longTasks: number;
}

const STATES = ['backlog', 'in_progress', 'done', 'failed'] as const;

/** Creates 5,000 jobs spread over four states; returns their ids. */
export async function seedBoard(sim: SimClient, total = 5_000): Promise<string[]> {
  const ids: string[] = [];
  for (const state of STATES)
    ids.push(
      ...(await sim.control<{ ids: string[] }>('jobs/bulk', { count: total / STATES.length, state })).ids,
    );
  return ids;
}

export async function measureBoard(options: {
  browser: Browser;
  appUrl: string;
  directUrl: string;
  path: string;
  client: string;
  ids: string[];
  burst?: number;
}): Promise<BoardFigures> {
  const sim = new SimClient(options.directUrl);
  const burst = options.burst ?? 500;
  const page = await instrumentedPage(options.browser, options.appUrl);
  try {
    await page.goto(options.path);
    await page.locator('[data-job-card]').first().waitFor({ timeout: 60_000 });
    await untilLive(page);
    await untilServiceWorkerSettled(page);
    await page.waitForTimeout(1_000);
    const first = await readProbe(page);
    const mountedCards = await page.locator('[data-job-card]').count();
    await clearLongTasks(page);
    const started = Date.now();
    // 500 real changes, 25 at a time in flight, as fast as the simulator takes them.
    for (let i = 0; i < burst; i += 25) {
      await Promise.all(
        options.ids
          .slice(i * 7, i * 7 + 25 * 7)
          .filter((_, k) => k % 7 === 0)
          .map((id, k) => sim.control(`jobs/${id}/state`, { state: STATES[(i + k) % STATES.length] })),
      );
    }
    const burstSeconds = (Date.now() - started) / 1_000;
    await page.waitForTimeout(3_500); // the poller's next read falls inside this window
    const probe = await readProbe(page);
    return {
      client: options.client,
      jobs: options.ids.length,
      firstCardMs: round(first.firstCardAt, 0),
      mountedCards,
      burst,
      burstSeconds: round(burstSeconds, 2),
      longestTaskMs: longestTaskMs(probe.longtasks),
      longTasks: probe.longtasks.length,
    };
  } finally {
    await page.context().close();
  }
}
