// Recovery: the stream is held down (cut, then every reconnect refused) while 30 jobs change and
// 5 agent messages land in an open chat; then the faults stop. Measured in each page: from the
// moment its "Event stream" status turns Live again to the moment it shows all of it.
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe, untilLive } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import type { Stack } from '../stack.ts';
import { round } from '../stats.ts';

export interface RecoveryFigures {
  jobChanges: number;
  chatMessages: number;
  /** Faults cleared → stream Live again (the app's reconnect backoff). */
  reconnectMs?: number;
  boardMs?: number;
  chatMs?: number;
}

/** Resolves with the page-clock time (epoch ms) at which `texts` are all on the page. */
function shownAt(page: Page, texts: string[]): Promise<number> {
  return page
    .waitForFunction(
      (wanted) => {
        const body = document.body.textContent ?? '';
        return wanted.every((text) => body.includes(text))
          ? performance.timeOrigin + performance.now()
          : false;
      },
      texts,
      { polling: 'raf', timeout: 60_000 },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
}

export async function measureRecovery(browser: Browser, stack: Stack): Promise<RecoveryFigures> {
  const sim = new SimClient(stack.directUrl);
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', { count: 12, state: 'backlog' });
  const chatId = await sim.createChat();
  // Two browsers' worth of pages (separate contexts): each holds its own stream.
  const board = await instrumentedPage(browser, stack.appUrl);
  const chat = await instrumentedPage(browser, stack.appUrl);
  try {
    await board.goto('/jobs');
    await chat.goto(`/chats/${chatId}`);
    await Promise.all([untilLive(board), untilLive(chat)]);
    stack.proxy.arm({ kind: 'status', status: 503, count: 100_000, match: { path: '/v1/events' } });
    stack.proxy.arm({ kind: 'cut', graceMs: 0 });
    for (const page of [board, chat])
      await page.getByRole('status', { name: 'Event stream' }).filter({ hasNotText: 'Live' }).waitFor();
    const titles: string[] = [];
    for (let n = 0; n < 30; n++) {
      const title = `Recovered job ${n}`;
      await sim.control(`jobs/${ids[n % ids.length]}/state`, {
        state: n % 3 === 0 ? 'failed' : 'done',
        title,
      });
      if (n >= 30 - ids.length) titles.push(title);
    }
    const texts: string[] = [];
    for (let n = 0; n < 5; n++) {
      texts.push(`Reply written while offline ${n}`);
      await sim.control(`sessions/${chatId}/messages`, { text: texts[n] });
    }
    const boardShown = shownAt(board, titles);
    const chatShown = shownAt(chat, texts.slice(-1));
    const clearedAt = Date.now();
    stack.proxy.clear();
    const [boardAt, chatAt] = await Promise.all([boardShown, chatShown]);
    const boardLive = (await readProbe(board)).liveAt.at(-1);
    const chatLive = (await readProbe(chat)).liveAt.at(-1);
    return {
      jobChanges: 30,
      chatMessages: 5,
      reconnectMs: boardLive === undefined ? undefined : round(boardLive - clearedAt, 0),
      boardMs: boardLive === undefined ? undefined : round(Math.max(0, boardAt - boardLive), 0),
      chatMs: chatLive === undefined ? undefined : round(Math.max(0, chatAt - chatLive), 0),
    };
  } finally {
    await board.context().close();
    await chat.context().close();
  }
}
