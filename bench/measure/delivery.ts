// The write path's cost to a person, each beside a plain request made by the same event in the
// same page (so the browser's own cost of starting a request is in both):
// - click on a choice (hold 0) → the answer's POST starts, against a plain fetch started by a
//   listener on that same click;
// - the page going (pagehide) with an answer held → its keepalive POST starts, against a plain
//   keepalive fetch started by a listener on that same pagehide.
// Times are each request's arrival at the stack's proxy, minus the event's time, both on this
// machine's wall clock: the same way for the app and for its plain twin (a keepalive request from
// a page that went is seen by no browser-side hook, so the proxy is where both are timed).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { serveBaselines } from '../baselines.ts';
import { instrumentedPage, untilLive } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import { startStack } from '../stack.ts';
import { percentile, ratio, round } from '../stats.ts';

export interface DeliveryFigures {
  clicks: number;
  clickToPostMedianMs?: number;
  clickToPlainMedianMs?: number;
  clickRatio?: number;
  hides: number;
  hideToKeepaliveMedianMs?: number;
  hideToPlainMedianMs?: number;
  hideRatio?: number;
}

let asked = 0;
/** A question of its own for each run, so its row is found among the account's others. */
const question = () => `Ship build ${(asked += 1)}?\n\n1. Yes\n2. No`;
const BASELINE_PATH = '/__bench-plain-request';

/** The plain requests: one on every trusted click, one keepalive one on pagehide; event times kept. */
function plainRequests() {
  const at = { click: 0 };
  Object.defineProperty(window, '__events', { value: at });
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      at.click = performance.timeOrigin + performance.now();
      void fetch('/__bench-plain-request?on=click', { method: 'POST', body: 'x' }).catch(() => undefined);
    },
    true,
  );
  window.addEventListener('pagehide', () => {
    void fetch('/__bench-plain-request?on=hide', { method: 'POST', body: 'x', keepalive: true }).catch(
      () => undefined,
    );
  });
}

async function page(browser: Browser, appUrl: string, holdSeconds: number): Promise<Page> {
  const opened = await instrumentedPage(browser, appUrl);
  await opened.addInitScript((seconds) => {
    localStorage.setItem(
      'agent-console:inbox-preferences',
      JSON.stringify({ state: { holdSeconds: seconds, longWaitMinutes: 15 }, version: 1 }),
    );
  }, holdSeconds);
  await opened.addInitScript(plainRequests);
  return opened;
}

/** One job of the demo account waiting, asking a question of its own; its id, chat and first line. */
async function waitingJob(sim: SimClient) {
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', { count: 1, state: 'backlog' });
  const id = ids[0] ?? '';
  const chat = (await sim.dump()).jobs.find((job) => job.id === id)?.primary_session_id ?? '';
  const text = question();
  await sim.control(`sessions/${chat}/messages`, { text });
  await sim.control(`jobs/${id}/state`, { state: 'ambiguous' });
  return { id, chat, asks: text.split('\n')[0] ?? '' };
}

/** The job's row in "Needs you", found by its question. */
const rowOf = (target: Page, asks: string) =>
  target.getByRole('list', { name: 'Needs you' }).getByRole('listitem').filter({ hasText: asks });

/** Requests as they reach the proxy: waiters by a test of their method and path. */
function arrivals() {
  const waiting: { test: (method: string, url: string) => boolean; resolve: (at: number) => void }[] = [];
  const local = (req: IncomingMessage, res: ServerResponse): boolean => {
    const at = Date.now();
    const url = req.url ?? '';
    for (const waiter of [...waiting])
      if (waiter.test(req.method ?? '', url)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(at);
      }
    if (url.startsWith(BASELINE_PATH)) {
      res.writeHead(204).end();
      return true;
    }
    return serveBaselines(req, res);
  };
  const next = (test: (method: string, url: string) => boolean) =>
    new Promise<number>((resolve) => waiting.push({ test, resolve }));
  return { local, next };
}
type Arrivals = ReturnType<typeof arrivals>;

const isAnswer = (chat: string) => (method: string, url: string) =>
  method === 'POST' && url.includes(`/v1/sessions/${chat}/messages`);
const isPlain = (on: string) => (_method: string, url: string) => url.includes(`${BASELINE_PATH}?on=${on}`);

/** One job waiting in a fresh inbox (answers held `holdSeconds`), handed to `measure`, then done. */
async function withWaitingJob<T>(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
  holdSeconds: number,
  measure: (opened: Page, job: Awaited<ReturnType<typeof waitingJob>>) => Promise<T>,
): Promise<T> {
  const job = await waitingJob(sim);
  const opened = await page(browser, appUrl, holdSeconds);
  try {
    await opened.goto('/inbox');
    await untilLive(opened);
    return await measure(opened, job);
  } finally {
    await opened.context().close();
    await sim.control(`jobs/${job.id}/state`, { state: 'done' });
  }
}

const clickOnce = (browser: Browser, appUrl: string, sim: SimClient, heard: Arrivals) =>
  withWaitingJob(browser, appUrl, sim, 0, async (opened, job) => {
    const choice = rowOf(opened, job.asks).getByRole('button', { name: 'Yes', exact: true });
    await choice.waitFor();
    const answer = heard.next(isAnswer(job.chat));
    const plain = heard.next(isPlain('click'));
    await choice.click();
    const clickAt = await opened.evaluate(
      () => (window as unknown as { __events: { click: number } }).__events.click,
    );
    return { app: (await answer) - clickAt, plain: (await plain) - clickAt };
  });

const hideOnce = (browser: Browser, appUrl: string, sim: SimClient, heard: Arrivals) =>
  withWaitingJob(browser, appUrl, sim, 10, async (opened, job) => {
    const row = rowOf(opened, job.asks);
    await row.getByRole('button', { name: 'Yes', exact: true }).click();
    await row.getByText(/^Sending in \d+ s$/).waitFor();
    const answer = heard.next(isAnswer(job.chat));
    const plain = heard.next(isPlain('hide'));
    // A navigation away: the page fires pagehide and goes, as a closing tab does.
    const hideAt = Date.now();
    await opened.goto('about:blank');
    const [app, base] = await Promise.all([answer, plain]);
    return { app: app - hideAt, plain: base - hideAt };
  });

/** On a stack of its own, whose proxy times the requests. */
export async function measureDelivery(browser: Browser, dist: string, runs = 7): Promise<DeliveryFigures> {
  const heard = arrivals();
  const stack = await startStack({ dialect: 'flat', speed: 4, dist, local: heard.local });
  const sim = new SimClient(stack.directUrl);
  const clicks: { app: number; plain: number }[] = [];
  const hides: { app: number; plain: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) clicks.push(await clickOnce(browser, stack.appUrl, sim, heard));
    for (let i = 0; i < runs; i++) hides.push(await hideOnce(browser, stack.appUrl, sim, heard));
  } finally {
    await stack.stop();
  }
  const median = (values: number[]) => round(percentile(values, 50), 1);
  const clickToPostMedianMs = median(clicks.map((c) => c.app));
  const clickToPlainMedianMs = median(clicks.map((c) => c.plain));
  const hideToKeepaliveMedianMs = median(hides.map((h) => h.app));
  const hideToPlainMedianMs = median(hides.map((h) => h.plain));
  return {
    clicks: runs,
    clickToPostMedianMs,
    clickToPlainMedianMs,
    clickRatio: ratio(clickToPostMedianMs, clickToPlainMedianMs),
    hides: runs,
    hideToKeepaliveMedianMs,
    hideToPlainMedianMs,
    hideRatio: ratio(hideToKeepaliveMedianMs, hideToPlainMedianMs),
  };
}
