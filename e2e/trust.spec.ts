// Trust journeys: no active content in our origin, sign out across tabs, a frozen tab
// catching up, service keys such as `__proto__` as states, and a pathological question.
import { newChat, send, working } from './chat-helpers';
import { column, expect, openLive, OTHER_KEY, streamStatus, test, unique, newJob } from './fixtures';
import type { Page } from '@playwright/test';

/** A key of the demo account used only by the sleeping-tab journey, whose line it stalls. */
const SLEEP_KEY = 'aws_demo_sleep';

async function useKey(page: Page, key: string, remember = false) {
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(key);
  if (remember) await page.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

test('an SVG artifact with a script, opened in its own tab, is a picture and runs nothing', async ({
  page,
  context,
}) => {
  await newChat(page);
  await send(page, 'draw an image');
  const image = page.getByRole('region', { name: 'Artifacts' }).getByRole('img').first();
  await expect(image).toBeVisible();
  // The turn is over, so no re-read swaps the picture (and revokes its URL) under the click.
  await expect(working(page)).toHaveCount(0);
  // "Open image in new tab": the very URL the page shows, read and opened in one step.
  const opened = context.waitForEvent('page');
  const src = await image.evaluate((img: HTMLImageElement) => {
    window.open(img.src, '_blank', 'noopener');
    return img.src;
  });
  expect(src).toMatch(/^blob:/);
  const tab = await opened;
  await expect.poll(() => tab.url()).toBe(src);
  await tab.waitForLoadState();
  expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
  expect(await tab.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')))).toEqual([]);
});

test('Sign out in one tab clears the account from every storage and stops the stream in every tab', async ({
  context,
  control,
}) => {
  const KEY = 'aws_demo_signout';
  const streams = async () =>
    ((await control.get('streams')) as { keys: Record<string, number> }).keys[KEY] ?? 0;
  const first = await context.newPage();
  await useKey(first, KEY, true);
  await openLive(first, '/jobs');
  const second = await context.newPage();
  await openLive(second, '/jobs');
  await expect.poll(streams).toBe(1);

  // Something of the account in every kind of storage: a chat draft (localStorage, through the
  // app), and what a service worker would hold (CacheStorage) and an IndexedDB database.
  const title = `Sign-out check ${unique()}`;
  const { ids } = (await control.post('jobs/bulk', { count: 1, state: 'backlog' })) as { ids: string[] };
  const jobId = ids[0] ?? '';
  await control.post(`jobs/${jobId}/state`, { state: 'done', title });
  await expect(second.getByRole('link', { name: title })).toBeVisible();
  for (const page of [first, second])
    await page.evaluate(async () => {
      await (await caches.open('agent-console-runtime')).put('/v1/jobs', new Response('[]'));
      await new Promise((resolve) => {
        const open = indexedDB.open('agent-console-offline');
        open.onsuccess = () => {
          open.result.close();
          resolve(undefined);
        };
      });
    });
  const everything = (page: Page) =>
    page.evaluate(async () => ({
      stored: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((db) => db.name),
    }));
  // The account's traces: the key, and what the app keeps under the account's hash.
  const ACCOUNT_ENTRY = /agent-console:[0-9a-f]{32}:/;
  await expect.poll(async () => (await everything(second)).stored).toMatch(ACCOUNT_ENTRY);
  expect((await everything(second)).stored).toContain(KEY);

  await first.goto('/settings');
  await first.getByRole('button', { name: 'Sign out' }).click();

  for (const page of [first, second]) {
    await expect(streamStatus(page)).toHaveText('Offline');
    await expect
      .poll(async () => {
        const left = await everything(page);
        return {
          key: left.stored.includes(KEY),
          account: ACCOUNT_ENTRY.test(left.stored),
          caches: left.caches,
          databases: left.databases,
        };
      })
      .toEqual({ key: false, account: false, caches: [], databases: [] });
  }
  await expect.poll(streams).toBe(0);
  // The other tab shows the signed-out state rather than the account's data.
  await second.reload();
  await expect(streamStatus(second)).toHaveText('Offline');
  await expect(second.getByRole('link', { name: title })).toHaveCount(0);
});

test('a frozen tab catches up when it wakes: a change made while it slept shows at once', async ({
  page,
  control,
}) => {
  const title = `Sleep check ${unique()}`;
  const id = await newJob(control, title);
  await useKey(page, SLEEP_KEY);
  await openLive(page, '/jobs');
  await expect(column(page, 'Backlog').getByRole('link', { name: title })).toBeVisible();

  // Freeze and wake it through CDP. Headless Chromium, launched with Playwright's
  // anti-backgrounding flags, does not hand a visible page the Page Lifecycle events for that, so
  // the page is also given the `freeze`/`resume` events the browser fires for a real freeze.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await page.evaluate(() => document.dispatchEvent(new Event('freeze')));
  // While it sleeps, its line dies quietly (as a NAT forgets it) and the job moves on.
  await control.post('stall-streams', { key: SLEEP_KEY });
  await control.post(`jobs/${id}/state`, { state: 'done' });
  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await page.evaluate(() => document.dispatchEvent(new Event('resume')));

  // Within 2 s of waking: the board is right, without waiting for the 45 s silence timer.
  await expect(column(page, 'Done').getByRole('link', { name: title })).toBeVisible({ timeout: 2_000 });
  await expect(column(page, 'Backlog').getByRole('link', { name: title })).toHaveCount(0);
  await expect(streamStatus(page)).toHaveText('Live');
});

test('states named __proto__, constructor and hasOwnProperty render as columns, also as a filter', async ({
  page,
  control,
}) => {
  const states = ['__proto__', 'constructor', 'hasOwnProperty'];
  const { ids } = (await control.post('jobs/bulk', {
    count: states.length,
    state: 'backlog',
    account_id: '22222222-2222-4222-8222-222222222222',
  })) as { ids: string[] };
  const tag = unique();
  for (const [i, state] of states.entries())
    await control.post(`jobs/${ids[i]}/state`, { state, title: `${state} job ${tag}` });
  await useKey(page, OTHER_KEY);
  await openLive(page, '/jobs');
  for (const [name, state] of [
    ['Proto', '__proto__'],
    ['Constructor', 'constructor'],
    ['Has own property', 'hasOwnProperty'],
  ] as const)
    await expect(column(page, name).getByRole('link', { name: `${state} job ${tag}` })).toBeVisible();

  await openLive(page, '/jobs?state=__proto__');
  await expect(column(page, 'Proto').getByRole('link', { name: `__proto__ job ${tag}` })).toBeVisible();
  await page.getByRole('link', { name: `__proto__ job ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `__proto__ job ${tag}` })).toBeVisible();
});

test('a 100,000-character pathological question keeps the page responsive', async ({ page, control }) => {
  const { ids } = (await control.post('jobs/bulk', {
    count: 1,
    state: 'backlog',
    account_id: '22222222-2222-4222-8222-222222222222',
  })) as { ids: string[] };
  const id = ids[0] ?? '';
  const dump = (await control.get('dump')) as { jobs: { id: string; primary_session_id: string }[] };
  const sessionId = dump.jobs.find((job) => job.id === id)?.primary_session_id ?? '';
  const title = `Pathological ${unique()}`;
  await control.post(`sessions/${sessionId}/messages`, { text: `Which one?\n${'['.repeat(100_000)}` });
  await control.post(`jobs/${id}/state`, { state: 'ambiguous', title });
  await useKey(page, OTHER_KEY);
  await openLive(page, `/jobs?answer=${id}`);
  await expect(page.getByRole('textbox', { name: 'Answer' })).toBeVisible();
  // The page still answers input: typing shows at once.
  await page.getByRole('textbox', { name: 'Answer' }).fill('the first one');
  await expect(page.getByRole('textbox', { name: 'Answer' })).toHaveValue('the first one');
  await expect(page.getByRole('button', { name: 'Send answer' })).toBeEnabled();
  // Leave the second account with nothing waiting (the inbox journeys expect that of it).
  await control.post(`jobs/${id}/state`, { state: 'done' });
});
