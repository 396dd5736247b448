// A chat whose one reply is a 5 MB pasted log (one paragraph, no blank line) beside a chat of 10
// short messages, in the same run: the longest main-thread task from navigation until the reply
// is on screen and settled, and the latency of 12 keystrokes in the composer (keydown → the next
// frame), each as a ratio to the short chat. A trace of the same window gives each task's CPU time
// too, and names the longest (trace-tasks.ts): on a shared machine the wall time of a task counts
// waiting for a core or for the browser process.
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import { longestTaskMs, longTaskRatio, round } from '../stats.ts';
import { startTaskTrace, stopTaskTrace, type TaskFigures } from '../trace-tasks.ts';

const LINE = '2026-11-26T10:00:00Z INFO worker-3 processed item in 12 ms, queue depth 4\n';
const KEYS = 'hello there!';

interface LongReplyRun {
  longestTaskMs: number;
  keyMeanMs: number;
  keyMaxMs: number;
  tasks: TaskFigures;
  /** The long reply only: from the "Show formatted" click until its first screen is formatted, and 3 s on. */
  formatted?: TaskFigures;
}

export interface LongReplyFigures {
  replyChars: number;
  long: LongReplyRun;
  short: LongReplyRun;
  /** The longest task, to the short chat's, each side at least 50 ms (stats.ts `longTaskRatio`). */
  longestTaskRatio: number;
  keyMeanRatio: number;
  /** The longest task's CPU time, to the short chat's, each side at least 50 ms. */
  longestCpuRatio: number;
}

async function seed(sim: SimClient, long: boolean): Promise<string> {
  const chatId = await sim.createChat();
  if (long) {
    const repeat = Math.ceil((5 * 1024 * 1024) / LINE.length);
    await sim.control(`sessions/${chatId}/messages`, { text: LINE, repeat });
  } else {
    for (let i = 1; i <= 10; i++)
      await sim.control(`sessions/${chatId}/messages`, { text: `Short message ${i}` });
  }
  return chatId;
}

async function measureFormatted(browser: Browser, page: Page, pid: number | undefined) {
  const show = page.getByRole('button', { name: 'Show formatted' });
  if ((await show.count()) === 0) return undefined;
  await startTaskTrace(browser, page);
  await show.click();
  await page.getByRole('region', { name: 'Formatted text' }).getByText('processed item').first().waitFor();
  await page.waitForTimeout(3_000); // the parsing turns go on meanwhile
  return stopTaskTrace(browser, pid);
}

async function measureOne(
  browser: Browser,
  appUrl: string,
  chatId: string,
  last: string,
): Promise<LongReplyRun> {
  const page = await instrumentedPage(browser, appUrl);
  try {
    await startTaskTrace(browser, page);
    await page.goto(`/chats/${chatId}`);
    await page.getByText(last).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000); // what the opening queued (slices, measuring rows) settles
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.click();
    await page.evaluate(() => {
      const keys: number[] = [];
      Object.assign(window, { keyLatencies: keys });
      document.addEventListener('keydown', (event) => {
        const at = event.timeStamp;
        requestAnimationFrame(() => keys.push(performance.now() - at));
      });
    });
    await page.keyboard.type(KEYS, { delay: 60 });
    await page.waitForFunction(
      (count) => (window as unknown as { keyLatencies: number[] }).keyLatencies.length >= count,
      KEYS.length,
    );
    const keys = await page.evaluate(() => (window as unknown as { keyLatencies: number[] }).keyLatencies);
    const probe = await readProbe(page);
    const tasks = await stopTaskTrace(browser, `/chats/${chatId}`);
    const formatted = await measureFormatted(browser, page, tasks.pid);
    return {
      tasks,
      ...(formatted ? { formatted } : {}),
      longestTaskMs: longestTaskMs(probe.longtasks),
      keyMeanMs: round(keys.reduce((sum, key) => sum + key, 0) / keys.length, 1) ?? 0,
      keyMaxMs: round(Math.max(...keys), 1) ?? 0,
    };
  } finally {
    await page.context().close();
  }
}

export async function measureLongReply(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
): Promise<LongReplyFigures> {
  const longChat = await seed(sim, true);
  const shortChat = await seed(sim, false);
  const short = await measureOne(browser, appUrl, shortChat, 'Short message 10');
  const long = await measureOne(browser, appUrl, longChat, 'processed item');
  return {
    replyChars: Math.ceil((5 * 1024 * 1024) / LINE.length) * LINE.length,
    long,
    short,
    longestTaskRatio: longTaskRatio(long.longestTaskMs, short.longestTaskMs) ?? 0,
    keyMeanRatio: round(long.keyMeanMs / Math.max(1, short.keyMeanMs), 2) ?? 0,
    longestCpuRatio: longTaskRatio(long.tasks.longestCpuMs, short.tasks.longestCpuMs) ?? 0,
  };
}
