// Jobs board measurement (issue 5, gathered by `npm run bench`): the time until 5,000 jobs are on
// the board, how many cards that mounted, and the longest main-thread task while 500 of them
// change state through the event stream. Runs in the simulator's second account so the demo
// account stays small. Alone: `npx tsx bench/jobs-board.ts --url http://127.0.0.1:4400`.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';

const OTHER_ACCOUNT_ID = '22222222-2222-4222-8222-222222222222';
const OTHER_KEY = 'aws_other_key';

export interface JobsBoardResult {
  jobs: number;
  /** From navigation start until the column shows every job. */
  renderMs: number;
  mountedCards: number;
  changes: number;
  /** From the first change sent until the board shows all of them. */
  burstMs: number;
  /** The longest main-thread task (PerformanceObserver "longtask", ≥ 50 ms) during the burst; 0 if none. */
  burstLongestTaskMs: number;
}

async function control(url: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}/__control/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function measureJobsBoard(options: { appUrl: string; controlUrl?: string; jobs?: number; changes?: number }): Promise<JobsBoardResult> {
  const jobs = options.jobs ?? 5000;
  const changes = Math.min(options.changes ?? 500, jobs);
  const controlUrl = options.controlUrl ?? options.appUrl;
  const tag = Math.random().toString(36).slice(2, 8);
  const created = (await control(controlUrl, 'jobs/bulk', { count: jobs, state: `bench_${tag}`, account_id: OTHER_ACCOUNT_ID })) as { ids: string[] };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript((apiKey) => {
      window.sessionStorage.setItem('agent-console:connection', JSON.stringify({ baseUrl: '', apiKey, remember: false }));
      const longTasks: number[] = [];
      Object.assign(window, { benchLongTasks: longTasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    }, OTHER_KEY);
    await page.goto(`${options.appUrl}/jobs`);
    const board = page.getByRole('region', { name: 'Jobs board' });
    const column = (name: string) => board.getByRole('region', { name, exact: true });
    await column(`Bench ${tag}`).getByText(`${jobs.toLocaleString('en-US')} jobs`).waitFor({ timeout: 60_000 });
    const renderMs = await page.evaluate(() => performance.now());
    const mountedCards = await column(`Bench ${tag}`).getByRole('link').count();
    await page.getByText('Live', { exact: true }).waitFor();

    await page.evaluate(() => (Reflect.get(window, 'benchLongTasks') as number[]).splice(0));
    const started = Date.now();
    const ids = created.ids.slice(0, changes);
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(ids.slice(i, i + 50).map((id) => control(controlUrl, `jobs/${id}/state`, { state: `moved_${tag}` })));
    }
    await column(`Moved ${tag}`).getByText(`${changes.toLocaleString('en-US')} jobs`).waitFor({ timeout: 60_000 });
    const burstMs = Date.now() - started;
    const tasks = await page.evaluate(() => (Reflect.get(window, 'benchLongTasks') as number[]).slice());
    return { jobs, renderMs: Math.round(renderMs), mountedCards, changes, burstMs, burstLongestTaskMs: Math.round(Math.max(0, ...tasks)) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:4400' }, jobs: { type: 'string' }, changes: { type: 'string' } } });
  const result = await measureJobsBoard({
    appUrl: values.url,
    jobs: values.jobs ? Number(values.jobs) : undefined,
    changes: values.changes ? Number(values.changes) : undefined,
  });
  console.log(JSON.stringify(result, null, 2));
}
