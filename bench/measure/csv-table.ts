// A chat whose artifact is a 50,000-row CSV beside a chat whose artifact is a 6-row one, in the
// same run: the longest main-thread task (CPU time, from a trace) from navigation until every row
// is read and the table is drawn, and the time a column takes to sort (click → the header says
// it is sorted and the next frame is drawn), a column of numbers and one of text. Each as a ratio
// to the small table; the big table's own figures are beside them (budgets: no task over 50 ms,
// a sort in 200 ms or less). A sort is the median of 3: on the shared machine one can wait long
// for a core.
import type { Browser, Page } from '@playwright/test';
import { instrumentedPage, readProbe } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import { longestTaskMs, longTaskRatio, round } from '../stats.ts';
import { startTaskTrace, stopTaskTrace, type TaskFigures } from '../trace-tasks.ts';

const LEDGER_ROWS = 50_000;

interface CsvTableRun {
  tasks: TaskFigures;
  longestTaskMs: number;
  sortNumberMs: number;
  sortTextMs: number;
}

export interface CsvTableFigures {
  rows: number;
  large: CsvTableRun;
  small: CsvTableRun;
  /** The longest task's CPU time once the entry script has run, to the small table's, each at least 50 ms. */
  longestCpuRatio: number;
  sortNumberRatio: number;
  sortTextRatio: number;
}

interface Seeded {
  chatId: string;
  table: string;
  loaded: string;
  numberColumn: string;
  textColumn: string;
}

async function seed(sim: SimClient, large: boolean): Promise<Seeded> {
  const chatId = await sim.createChat();
  await sim.api('POST', `/v1/sessions/${chatId}/messages`, { message: large ? 'the ledger' : 'a csv' });
  for (let tries = 0; tries < 100; tries++) {
    const { body } = await sim.api<unknown>('GET', `/v1/sessions/${chatId}/artifacts`);
    if (JSON.stringify(body ?? null).includes('text/csv')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return large
    ? {
        chatId,
        table: 'Ledger',
        loaded: '50,000 rows · 6 columns',
        numberColumn: 'amount',
        textColumn: 'customer',
      }
    : { chatId, table: 'Regions', loaded: '6 rows · 4 columns', numberColumn: 'total', textColumn: 'owner' };
}

/** Click → the column header says `ascending` → the next frame, timed in the page. */
function timeSort(page: Page, table: string, column: string): Promise<number> {
  return page.evaluate(
    ([tableName, columnName]) =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector(`[role="table"][aria-label="${CSS.escape(tableName)}"]`);
        const header = [...(root?.querySelectorAll('[role="columnheader"]') ?? [])].find(
          (element) => element.textContent?.trim() === columnName,
        );
        const button = header?.querySelector('button');
        if (!header || !button) return reject(new Error(`no column ${columnName}`));
        const started = performance.now();
        new MutationObserver((_, observer) => {
          if (header.getAttribute('aria-sort') !== 'ascending') return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        }).observe(header, { attributes: true, attributeFilter: ['aria-sort'] });
        button.click();
      }),
    [table, column] as const,
  );
}

/** The median of 3 sorts of a column, each from the artifact's order (two more clicks go back to it). */
async function medianSort(page: Page, table: string, column: string): Promise<number> {
  const times: number[] = [];
  const header = page.getByRole('table', { name: table }).getByRole('columnheader', { name: column });
  for (let run = 0; run < 3; run++) {
    times.push(await timeSort(page, table, column));
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    await page.waitForFunction(
      ([tableName, columnName]) =>
        [
          ...document.querySelectorAll(
            `[role="table"][aria-label="${CSS.escape(tableName)}"] [role="columnheader"]`,
          ),
        ]
          .find((element) => element.textContent?.trim() === columnName)
          ?.getAttribute('aria-sort') === 'none',
      [table, column] as const,
    );
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}

async function measureOne(browser: Browser, appUrl: string, seeded: Seeded): Promise<CsvTableRun> {
  const page = await instrumentedPage(browser, appUrl);
  try {
    await startTaskTrace(browser, page);
    await page.goto(`/chats/${seeded.chatId}`);
    await page.getByText(seeded.loaded).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000); // what the opening queued settles
    const probe = await readProbe(page);
    const tasks = await stopTaskTrace(browser, `/chats/${seeded.chatId}`);
    const sortNumberMs = await medianSort(page, seeded.table, seeded.numberColumn);
    const sortTextMs = await medianSort(page, seeded.table, seeded.textColumn);
    return {
      tasks,
      longestTaskMs: longestTaskMs(probe.longtasks),
      sortNumberMs: round(sortNumberMs, 0) ?? 0,
      sortTextMs: round(sortTextMs, 0) ?? 0,
    };
  } finally {
    await page.context().close();
  }
}

export async function measureCsvTable(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
): Promise<CsvTableFigures> {
  const largeChat = await seed(sim, true);
  const smallChat = await seed(sim, false);
  // A trace that found no page renderer (it happens on the shared machine) counts no task at all,
  // which would pass for a short one: measure again.
  const measured = async (seeded: Seeded) => {
    const run = await measureOne(browser, appUrl, seeded);
    return run.tasks.pid === undefined ? measureOne(browser, appUrl, seeded) : run;
  };
  const small = await measured(smallChat);
  const large = await measured(largeChat);
  return {
    rows: LEDGER_ROWS,
    large,
    small,
    longestCpuRatio: longTaskRatio(large.tasks.afterEntryCpuMs, small.tasks.afterEntryCpuMs) ?? 0,
    sortNumberRatio: round(large.sortNumberMs / Math.max(1, small.sortNumberMs), 2) ?? 0,
    sortTextRatio: round(large.sortTextMs / Math.max(1, small.sortTextMs), 2) ?? 0,
  };
}
