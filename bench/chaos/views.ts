// Reads what a page shows, the way a person would see it after scrolling: the board's columns and
// the conversation are virtual lists, so each scroller is walked top to bottom and every row seen
// on the way is collected (by its id or index), then the scroll position is put back.
import type { Page } from '@playwright/test';
import type { SeenCard, SeenColumn, SeenMessage } from './compare.ts';

export async function readBoard(
  page: Page,
): Promise<{ cards: SeenCard[]; columns: SeenColumn[]; pending: boolean }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const board = document.querySelector('section[aria-label="Jobs board"]');
    const cards: { id: string; column: string; title: string }[] = [];
    const columns: { title: string; count: number }[] = [];
    if (!board) return { cards, columns, pending: false };
    for (const column of board.querySelectorAll('section[aria-labelledby]')) {
      const heading = document.getElementById(column.getAttribute('aria-labelledby') ?? '');
      const title = heading?.textContent?.trim() ?? '';
      const badge = heading?.nextElementSibling?.textContent ?? '';
      columns.push({ title, count: Number(badge.replace(/[^\d]/g, '')) });
      const collect = () => {
        for (const card of column.querySelectorAll('[data-job-card]')) {
          const id = card.getAttribute('data-job-card') ?? '';
          if (!cards.some((c) => c.id === id && c.column === title))
            cards.push({ id, column: title, title: card.querySelector('a')?.textContent?.trim() ?? '' });
        }
      };
      const scroller = column.querySelector('ul')?.parentElement;
      if (!scroller) continue;
      const start = scroller.scrollTop;
      scroller.scrollTop = 0;
      await frame();
      for (let guard = 0; guard < 500; guard++) {
        collect();
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
        scroller.scrollTop += Math.max(50, scroller.clientHeight * 0.7);
        await frame();
      }
      scroller.scrollTop = start;
    }
    const pending = [...document.querySelectorAll('button')].some((b) =>
      /^\d[\d,]* updates?$/.test(b.textContent?.trim() ?? ''),
    );
    return { cards, columns, pending };
  });
}

export async function readConversation(page: Page): Promise<SeenMessage[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const log = document.querySelector<HTMLElement>('[role="log"][aria-label="Conversation"]');
    const seen = new Map<number, { index: number; label: string; text: string }>();
    if (!log) return [];
    const collect = () => {
      for (const row of log.querySelectorAll<HTMLElement>('[data-index]')) {
        const article = row.querySelector('article');
        if (!article) continue;
        const index = Number(row.dataset.index);
        seen.set(index, {
          index,
          label: article.getAttribute('aria-label') ?? '',
          text: article.textContent ?? '',
        });
      }
    };
    log.scrollTop = 0;
    await frame();
    for (let guard = 0; guard < 2_000; guard++) {
      collect();
      if (log.scrollTop + log.clientHeight >= log.scrollHeight - 1) break;
      log.scrollTop += Math.max(50, log.clientHeight * 0.7);
      await frame();
    }
    log.scrollTop = log.scrollHeight; // back to the newest, where a person reading the chat is
    return [...seen.values()];
  });
}

/** The workflow editor's "Version N" and its Shared input text, parsed. */
export async function readWorkflow(
  page: Page,
): Promise<{ version: number | undefined; input: unknown; text: string }> {
  const versionText = await page
    .getByText(/^Version \d+$/)
    .first()
    .textContent({ timeout: 2_000 })
    .catch(() => null);
  const text =
    (await page
      .getByRole('textbox', { name: 'Shared input' })
      .innerText({ timeout: 2_000 })
      .catch(() => '')) ?? '';
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    input = undefined;
  }
  const match = versionText?.match(/(\d+)/);
  return { version: match ? Number(match[1]) : undefined, input, text };
}
