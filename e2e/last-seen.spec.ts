// The account as last seen: with "Remember on this device" the app keeps what it read, shows it at
// once on the next visit (one "As of" status in the shell) and offline; Sign out leaves none of it;
// a key kept for one tab keeps nothing. A first visit is offline-ready once Live.
// The reload journey is @wire (every dialect): its fresh read goes through each dialect's adapters;
// the rest are about this device's storage and the service worker, so they run in flat only.
import type { Page } from '@playwright/test';
import { keptQueriesText } from '../bench/kept-queries.ts';
import { inboxItem } from './inbox-helpers';
import {
  board,
  type Control,
  DEMO_KEY,
  expect,
  jobCard,
  newJob,
  openLive,
  streamStatus,
  test,
  unique,
  holdRequests,
} from './fixtures';

const asOf = (page: Page) => page.getByRole('status').filter({ hasText: /^As of / });

async function signIn(page: Page, remember: boolean) {
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(DEMO_KEY);
  const box = page.getByRole('checkbox', { name: 'Remember on this device' });
  if (remember) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

async function chatWithReply(control: Control, text: string) {
  const created = await control.api('POST', '/v1/sessions', {});
  const body = created.body as Record<string, unknown>;
  const chatId = String(((body.session ?? body.data ?? body) as Record<string, unknown>).id);
  await control.api('POST', `/v1/sessions/${chatId}/messages`, { message: text });
  return chatId;
}

const reply = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('article').filter({ hasText: text }).first();

/** A job, signed in with the key remembered, its board read and kept on this device. */
async function keptBoard(page: Page, control: Control, title: string) {
  await newJob(control, title);
  await signIn(page, true);
  await openLive(page, '/jobs');
  await expect(jobCard(page, title)).toBeVisible();
  await expect.poll(() => keptQueriesText(page), { timeout: 15_000 }).toContain(title);
}

async function untilWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline shows the board, the Inbox and a chat as last seen', async ({
    page,
    context,
    control,
  }) => {
    test.slow();
    const tag = unique();
    const backlog = `Kept card ${tag}`;
    const waiting = `Kept question ${tag}`;
    await newJob(control, backlog);
    await newJob(control, waiting, 'ambiguous');
    const said = `kept line ${tag}`;
    const chatId = await chatWithReply(control, said);

    await signIn(page, true);
    await openLive(page, '/jobs');
    await expect(jobCard(page, backlog)).toBeVisible();
    await openLive(page, '/inbox');
    await expect(inboxItem(page, waiting)).toBeVisible();
    await openLive(page, `/chats/${chatId}`);
    await expect(reply(page, said)).toBeVisible();
    await untilWorkerControls(page);
    await expect.poll(() => keptQueriesText(page), { timeout: 15_000 }).toContain(said);
    await expect.poll(() => keptQueriesText(page)).toContain(backlog);

    await context.setOffline(true);
    await page.reload();
    await expect(streamStatus(page)).toHaveText('Offline');
    await expect(reply(page, said)).toBeVisible();
    await expect(asOf(page)).toHaveText(/^As of .+ · Offline$/);
    await expect(asOf(page)).toHaveCount(1);
    // Its re-read failed: said quietly beside the kept messages and artifacts, not as alerts over them.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The last re-read failed; showing what was loaded before.' }),
    ).toHaveCount(2);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ }).click();
    await expect(jobCard(page, backlog)).toBeVisible();
    await page.goto('/inbox');
    await expect(inboxItem(page, waiting)).toBeVisible();
    await expect(asOf(page)).toBeVisible();
    await context.setOffline(false);
  });

  test('a first visit opens Workflows, Settings and Inbox offline once Live', async ({ page, context }) => {
    test.slow();
    await openLive(page, '/jobs');
    await expect(board(page)).toBeVisible();
    // Soon after Live the worker has the app and controls this very page (clients.claim). How soon
    // is the machine's: under the suite's load it took over 5 s, so this waits as long as the rest.
    await untilWorkerControls(page);
    await context.setOffline(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Workflows', 'Workflows'],
      ['Settings', 'Settings'],
      ['Inbox', 'Inbox'],
    ] as const) {
      await nav.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);
    }
    await context.setOffline(false);
  });
});

// @wire: the fresh read that replaces what was kept goes through each dialect's adapters.
test(
  'a reload shows the board as last seen at once, marked, then the fresh one',
  { tag: '@wire' },
  async ({ page, control }) => {
    const tag = unique();
    const title = `Seen before ${tag}`;
    await keptBoard(page, control, title);

    // The service's answer to the job list is held: what shows comes from this device.
    const release = await holdRequests(page, /\/v1\/jobs(\?|$)/);
    await page.reload();
    await expect(jobCard(page, title)).toBeVisible();
    await expect(asOf(page)).toHaveText(/^As of .+ · Updating…$/);
    release();
    await expect(asOf(page)).toHaveCount(0);
    await expect(jobCard(page, title)).toBeVisible();
  },
);

test('a reload paints the last screen before the app has started, and the app replaces it', async ({
  page,
  control,
}) => {
  const tag = unique();
  const title = `Pictured ${tag}`;
  await keptBoard(page, control, title);

  // Everything but the painter is held (the app's entry too): what shows is the picture it painted.
  const release = await holdRequests(page, /\/assets\/(?!paint-first-|rolldown-runtime-)[^/]+\.js$/);
  await page.reload({ waitUntil: 'commit' });
  const picture = page.locator('[data-snapshot]');
  await expect(picture.getByText(title)).toBeVisible();
  // Its time is marked in its header, where the app's own "As of" line comes.
  const mark = picture.locator('header [data-as-of-place]');
  await expect(mark).toHaveAttribute('data-as-of', /^As of \d{1,2}:\d\d/);
  await expect(mark).toHaveAttribute('data-as-of-now', ' · Updating…');
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  // It is a picture: nothing in it is a control, and the accessibility tree does not hold it.
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  release();
  await expect(jobCard(page, title)).toBeVisible();
  await expect(picture).toHaveCount(0);
});

test('Sign out wipes what was kept: a restored tab shows none of the account', async ({
  page,
  context,
  control,
}) => {
  const tag = unique();
  const title = `Gone at sign out ${tag}`;
  await newJob(control, title);
  await signIn(page, true);
  await openLive(page, '/jobs');
  await expect(jobCard(page, title)).toBeVisible();
  await expect.poll(() => keptQueriesText(page), { timeout: 15_000 }).toContain(title);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(streamStatus(page)).toHaveText('Offline');
  await expect.poll(() => keptQueriesText(page)).toBe('');
  const pictures = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':screen')));
  expect(await pictures()).toEqual([]);

  // A tab brought back (its sessionStorage as it was, key included) shows nothing of that account.
  const restored = await context.newPage();
  await restored.addInitScript((apiKey) => {
    const entry = { baseUrl: '', apiKey, remember: true, savedAt: 1 };
    window.sessionStorage.setItem('agent-console:connection', JSON.stringify(entry));
  }, DEMO_KEY);
  await restored.goto('/jobs');
  await expect(restored.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(restored.getByText(title)).toHaveCount(0);
  await expect(asOf(restored)).toHaveCount(0);
  expect(await keptQueriesText(restored)).toBe('');
});

test('a key kept for this tab only keeps nothing on the device', async ({ page, control }) => {
  const tag = unique();
  const title = `Not kept ${tag}`;
  await newJob(control, title);
  const persisterChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/persist-queries-[^/]*\.js$/.test(request.url())) persisterChunks.push(request.url());
  });
  await signIn(page, false);
  await openLive(page, '/jobs');
  await expect(jobCard(page, title)).toBeVisible();
  await page.reload();
  await expect(streamStatus(page)).toHaveText('Live');
  await expect(jobCard(page, title)).toBeVisible();
  expect(persisterChunks).toEqual([]);
  expect(await keptQueriesText(page)).toBe('');
});
