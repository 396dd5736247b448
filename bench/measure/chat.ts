// A chat of 10,000 messages: time until the newest message is on screen after navigation, and the
// longest main-thread task while the conversation is scrolled to the top and back down.
import type { Browser } from '@playwright/test';
import { clearLongTasks, instrumentedPage, readProbe, untilServiceWorkerSettled } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import { round } from '../stats.ts';

export interface ChatFigures {
  messages: number;
  seedSeconds?: number;
  openMs?: number;
  mountedMessages: number;
  scrollSteps: number;
  longestTaskMs: number;
  longTasks: number;
}

/** Posts `count` agent messages into a new chat through the control endpoint, 32 at a time. */
export async function seedChat(sim: SimClient, count: number): Promise<{ chatId: string; seconds: number }> {
  const started = Date.now();
  const chatId = await sim.createChat();
  for (let i = 0; i < count; i += 32) {
    const batch = Array.from({ length: Math.min(32, count - i) }, (_, k) => i + k);
    await Promise.all(
      batch.map((n) =>
        sim.control(`sessions/${chatId}/messages`, { text: `Message ${n + 1} of the long chat L${n}@0` }),
      ),
    );
  }
  return { chatId, seconds: (Date.now() - started) / 1_000 };
}

export async function measureChat(options: {
  browser: Browser;
  appUrl: string;
  chatId: string;
  messages: number;
  seedSeconds?: number;
}): Promise<ChatFigures> {
  const page = await instrumentedPage(options.browser, options.appUrl);
  try {
    await page.goto(`/chats/${options.chatId}`);
    const last = `Message ${options.messages} of the long chat`;
    await page.getByText(last).waitFor({ timeout: 60_000 });
    const probe = await readProbe(page);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const shownAt = probe.seen[String(options.messages - 1)];
    await untilServiceWorkerSettled(page);
    await page.waitForTimeout(500);
    await clearLongTasks(page);
    const steps = 40;
    await page.evaluate(async (count) => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const log = document.querySelector<HTMLElement>('[role="log"][aria-label="Conversation"]');
      if (!log) throw new Error('no conversation log');
      const height = log.scrollHeight;
      for (let i = 1; i <= count; i++) {
        log.scrollTop = height - (height * i) / count;
        await frame();
      }
      for (let i = 1; i <= count; i++) {
        log.scrollTop = (log.scrollHeight * i) / count;
        await frame();
      }
    }, steps / 2);
    await page.waitForTimeout(500);
    const after = await readProbe(page);
    return {
      messages: options.messages,
      seedSeconds: round(options.seedSeconds),
      openMs: shownAt === undefined ? undefined : round(shownAt - origin, 0),
      mountedMessages: await page.locator('[role="log"] article').count(),
      scrollSteps: steps,
      longestTaskMs: round(Math.max(0, ...after.longtasks.map((t) => t.duration)), 0) ?? 0,
      longTasks: after.longtasks.length,
    };
  } finally {
    await page.context().close();
  }
}
