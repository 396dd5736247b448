// The inbox's day of answering, each figure beside a baseline from the same run:
// - the keys and clicks the person makes to answer 10 alike waiting jobs with "Answer all",
//   against answering them one by one (counted from the trusted input events in Chromium);
// - a job turning `ambiguous` → its sentence in the "Announcements" live region, against the same
//   change → its card with the new title on the board;
// - the longest main-thread task while 50 alike jobs arrive in the inbox at once, against 50 jobs
//   that each ask something different.
import type { Browser, Locator, Page } from '@playwright/test';
import { clearLongTasks, instrumentedPage, readProbe, untilLive } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import { measureDelivery, type DeliveryFigures } from './delivery.ts';
import { longestTaskMs, longTaskRatio, percentile, ratio, round } from '../stats.ts';

export interface InboxFigures {
  /** The write path: click → POST and pagehide → keepalive POST, beside plain requests. */
  delivery?: DeliveryFigures;
  answerAll: { jobs: number; batchActions: number; oneByOneActions: number; ratio?: number };
  announce: { changes: number; announcedMedianMs?: number; cardMedianMs?: number; ratio?: number };
  burst: { jobs: number; alikeLongestTaskMs: number; differentLongestTaskMs: number; ratio?: number };
}

const ALIKE = 'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development';

/** No hold: the answers go at once, so "answered" is the service's word, not a timer's. */
async function inboxPage(browser: Browser, appUrl: string): Promise<Page> {
  const page = await instrumentedPage(browser, appUrl);
  await page.addInitScript(() => {
    localStorage.setItem(
      'agent-console:inbox-preferences',
      JSON.stringify({ state: { holdSeconds: 0, longWaitMinutes: 15 }, version: 1 }),
    );
    // Every key and click the person makes (the harness's input is trusted, like a person's).
    const counted = { actions: 0 };
    Object.defineProperty(window, '__inputs', { value: counted });
    for (const type of ['keydown', 'click'])
      window.addEventListener(type, (event) => (event.isTrusted ? (counted.actions += 1) : 0), true);
  });
  return page;
}

const needsYouRows = (page: Page) => page.getByRole('list', { name: 'Needs you' }).getByRole('listitem');

const actionsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inputs: { actions: number } }).__inputs.actions);

/** `count` jobs of the demo account waiting, each asking `question(i)`; returns their ids. */
async function waitingJobs(sim: SimClient, count: number, question: (i: number) => string) {
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', { count, state: 'backlog' });
  const sessions = new Map((await sim.dump()).jobs.map((job) => [job.id, job.primary_session_id]));
  for (const [i, id] of ids.entries())
    await sim.control(`sessions/${sessions.get(id)}/messages`, { text: question(i) });
  return ids;
}

const settle = (sim: SimClient, ids: string[]) =>
  Promise.all(ids.map((id) => sim.control(`jobs/${id}/state`, { state: 'done' })));

async function untilAnswered(sim: SimClient, ids: string[]) {
  for (let tries = 0; tries < 600; tries++) {
    const states = new Map((await sim.dump()).jobs.map((job) => [job.id, job.state]));
    if (ids.every((id) => states.get(id) !== 'ambiguous')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The answered jobs did not leave ambiguous within a minute.');
}

async function countActions(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
  jobs: number,
  answer: (page: Page, rows: Locator) => Promise<void>,
): Promise<number> {
  const ids = await waitingJobs(sim, jobs, () => ALIKE);
  await Promise.all(ids.map((id) => sim.control(`jobs/${id}/state`, { state: 'ambiguous' })));
  const page = await inboxPage(browser, appUrl);
  try {
    await page.goto('/inbox');
    const rows = needsYouRows(page);
    await rows.nth(jobs - 1).waitFor();
    await page
      .getByRole('button', { name: `Answer all ${jobs}` })
      .first()
      .waitFor();
    const before = await actionsSoFar(page);
    await answer(page, rows);
    await untilAnswered(sim, ids);
    return (await actionsSoFar(page)) - before;
  } finally {
    await page.context().close();
    await settle(sim, ids);
  }
}

async function measureAnswerAll(browser: Browser, appUrl: string, sim: SimClient, jobs = 10) {
  const oneByOneActions = await countActions(browser, appUrl, sim, jobs, async (page, rows) => {
    // The keyboard's way: the oldest row is selected, `2` answers it, and the selection moves on.
    for (let i = 0; i < jobs; i++) {
      await page
        .locator('[data-inbox-item][aria-current="true"]')
        .getByRole('button', { name: 'Staging', exact: true })
        .waitFor();
      await page.keyboard.press('2');
      await rows.nth(i).getByRole('status').waitFor();
    }
  });
  const batchActions = await countActions(browser, appUrl, sim, jobs, async (page) => {
    await page
      .getByRole('button', { name: `Answer all ${jobs}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: `Answer ${jobs} jobs alike` })
      .getByRole('button', { name: 'Staging', exact: true })
      .click();
  });
  return { jobs, batchActions, oneByOneActions, ratio: ratio(batchActions, oneByOneActions) };
}

async function measureAnnounce(browser: Browser, appUrl: string, sim: SimClient, changes = 8) {
  const ids = await waitingJobs(sim, changes, () => ALIKE);
  const page = await instrumentedPage(browser, appUrl);
  try {
    await page.goto('/jobs');
    await untilLive(page);
    await page.evaluate(() => {
      const seen: Record<string, { said?: number; card?: number }> = {};
      Object.defineProperty(window, '__announce', { value: seen });
      const now = () => performance.timeOrigin + performance.now();
      new MutationObserver(() => {
        const at = now();
        const said = document.querySelector('[aria-label="Announcements"]')?.textContent ?? '';
        for (const match of said.matchAll(/Announce me (\d+)/g)) {
          const entry = (seen[match[1] ?? ''] ??= {});
          entry.said ??= at;
        }
        for (const card of document.querySelectorAll('[data-job-card]'))
          for (const match of (card.textContent ?? '').matchAll(/Announce me (\d+)/g)) {
            const entry = (seen[match[1] ?? ''] ??= {});
            entry.card ??= at;
          }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const sent: number[] = [];
    for (const [i, id] of ids.entries()) {
      sent.push(Date.now());
      await sim.control(`jobs/${id}/state`, { state: 'ambiguous', title: `Announce me ${i}` });
      // One at a time, further apart than the region's one sentence a second, so none is merged.
      await page.waitForFunction(
        (n) =>
          (window as unknown as { __announce: Record<string, { said?: number }> }).__announce[n]?.said !==
          undefined,
        String(i),
        { timeout: 10_000 },
      );
      await page.waitForTimeout(1_200);
    }
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __announce: Record<string, { said?: number; card?: number }> }).__announce,
    );
    const said = sent.map((at, i) => (seen[String(i)]?.said ?? Number.NaN) - at).filter(Number.isFinite);
    const card = sent.map((at, i) => (seen[String(i)]?.card ?? Number.NaN) - at).filter(Number.isFinite);
    const announcedMedianMs = round(percentile(said, 50), 0);
    const cardMedianMs = round(percentile(card, 50), 0);
    return { changes, announcedMedianMs, cardMedianMs, ratio: ratio(announcedMedianMs, cardMedianMs) };
  } finally {
    await page.context().close();
    await settle(sim, ids);
  }
}

async function burstLongestTask(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
  jobs: number,
  question: (i: number) => string,
) {
  const ids = await waitingJobs(sim, jobs, question);
  const page = await inboxPage(browser, appUrl);
  try {
    await page.goto('/inbox');
    await untilLive(page);
    await page.getByText('Nothing needs you').waitFor();
    await clearLongTasks(page);
    await Promise.all(ids.map((id) => sim.control(`jobs/${id}/state`, { state: 'ambiguous' })));
    const rows = needsYouRows(page);
    await rows.nth(jobs - 1).waitFor({ timeout: 30_000 });
    // The rows on screen read their questions: wait for the first one's buttons, then a moment.
    await rows.first().getByRole('button').last().waitFor();
    await page.waitForTimeout(1_500);
    const probe = await readProbe(page);
    return longestTaskMs(probe.longtasks);
  } finally {
    await page.context().close();
    await settle(sim, ids);
  }
}

export async function measureInbox(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
  dist: string,
): Promise<InboxFigures> {
  const answerAll = await measureAnswerAll(browser, appUrl, sim);
  const announce = await measureAnnounce(browser, appUrl, sim);
  const jobs = 50;
  const alikeLongestTaskMs = await burstLongestTask(browser, appUrl, sim, jobs, () => ALIKE);
  const differentLongestTaskMs = await burstLongestTask(
    browser,
    appUrl,
    sim,
    jobs,
    (i) => `Which option for task ${i}?\n\n1. Alpha ${i}\n2. Beta ${i}\n3. Gamma ${i}`,
  );
  const delivery = await measureDelivery(browser, dist);
  return {
    delivery,
    answerAll,
    announce,
    burst: {
      jobs,
      alikeLongestTaskMs,
      differentLongestTaskMs,
      ratio: longTaskRatio(alikeLongestTaskMs, differentLongestTaskMs),
    },
  };
}
