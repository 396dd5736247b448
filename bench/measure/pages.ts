// Long lists in a paginated dialect (envelope: 20 a page): at 5,000 jobs, when the first card
// shows and when the last one is in (every column's count adds up to the total), with and without
// a frame every 250 ms while the pages load; and how many requests one reconnect costs once the
// board is loaded (one full re-read is 251 page requests; a restarted read costs more).
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe, untilLive } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import { round } from '../stats.ts';

export interface PagesFigures {
  jobs: number;
  framesEveryMs?: number;
  framesSent: number;
  firstCardMs?: number;
  lastCardMs?: number;
  /** first card ÷ last card (target ≤ 0.30). */
  ratio?: number;
  listRequests: number;
}

export interface ReconnectFigures {
  jobs: number;
  pageSize: number;
  /** GET /v1/jobs requests from the drop to a quiet board. */
  listRequests: number;
  /** Of those, how many asked for page 1 (a read started over counts again). */
  firstPages: number;
  otherRequests: number;
}

/** performance.now() in the page when the board's columns together count `total` jobs. */
export function allCardsAt(page: Page, total: number): Promise<number> {
  return page
    .waitForFunction(
      (wanted) => {
        let sum = 0;
        for (const list of document.querySelectorAll('[aria-label="Jobs board"] ul')) {
          const first = list.querySelector('[aria-setsize]');
          sum += Number(first?.getAttribute('aria-setsize') ?? 0);
        }
        return sum >= wanted ? performance.now() : false;
      },
      total,
      { polling: 'raf', timeout: 600_000 },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
}

const isListRead = (url: string) => new URL(url).pathname === '/v1/jobs';

export async function measurePages(options: {
  browser: Browser;
  appUrl: string;
  directUrl: string;
  ids: string[];
  framesEveryMs?: number;
}): Promise<PagesFigures> {
  const sim = new SimClient(options.directUrl);
  const page = await instrumentedPage(options.browser, options.appUrl);
  let listRequests = 0;
  page.on('request', (request) => {
    if (isListRead(request.url())) listRequests += 1;
  });
  let framesSent = 0;
  let stop = false;
  const frames = (async () => {
    if (!options.framesEveryMs) return;
    const states = ['backlog', 'in_progress', 'done', 'failed'];
    while (!stop) {
      await new Promise((resolve) => setTimeout(resolve, options.framesEveryMs));
      if (stop) break;
      const id = options.ids[(framesSent * 97) % options.ids.length] ?? '';
      await sim.control(`jobs/${id}/state`, { state: states[framesSent % states.length] });
      framesSent += 1;
    }
  })();
  try {
    await page.goto('/jobs');
    const last = await allCardsAt(page, options.ids.length);
    stop = true;
    await frames;
    const probe = await readProbe(page);
    return {
      jobs: options.ids.length,
      framesEveryMs: options.framesEveryMs,
      framesSent,
      firstCardMs: round(probe.firstCardAt, 0),
      lastCardMs: round(last, 0),
      ratio: probe.firstCardAt === undefined ? undefined : round(probe.firstCardAt / last, 3),
      listRequests,
    };
  } finally {
    stop = true;
    await frames;
    await page.context().close();
  }
}

export async function measureReconnect(options: {
  browser: Browser;
  appUrl: string;
  directUrl: string;
  jobs: number;
}): Promise<ReconnectFigures> {
  const sim = new SimClient(options.directUrl);
  const page = await instrumentedPage(options.browser, options.appUrl);
  try {
    await page.goto('/jobs');
    await allCardsAt(page, options.jobs);
    await untilLive(page);
    await page.waitForTimeout(1_000);
    let listRequests = 0;
    let firstPages = 0;
    let otherRequests = 0;
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.includes('/v1/') || url.includes('/v1/events')) return;
      lastRequestAt = Date.now();
      if (isListRead(url)) {
        listRequests += 1;
        const query = new URL(url).searchParams;
        if (!query.has('cursor') && !query.has('page')) firstPages += 1;
      } else otherRequests += 1;
    });
    const opens = (await readProbe(page)).liveAt.length;
    await sim.control('drop-streams', {});
    await page.waitForFunction(
      (before) => (window as unknown as { __bench: { liveAt: number[] } }).__bench.liveAt.length > before,
      opens,
      { timeout: 60_000 },
    );
    // Quiet: no request for two seconds.
    while (Date.now() - lastRequestAt < 2_000) await page.waitForTimeout(250);
    return { jobs: options.jobs, pageSize: 20, listRequests, firstPages, otherRequests };
  } finally {
    await page.context().close();
  }
}
