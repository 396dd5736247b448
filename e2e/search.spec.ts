// One search across what this device has read (issue 37): a job found by a typo'd word of its
// failure reason, from the palette and from /search; a chat by a word of a message; an artifact
// by its content; all by keyboard alone, the match marked, service text shown as text; and the
// index gone with the account on Sign out.
import type { Page } from '@playwright/test';
import { board, DEMO_KEY, expect, expectNoAxeViolations, newJob, openLive, test, unique } from './fixtures';
import { conversation, newChat, send } from './chat-helpers';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const results = (page: Page, kind: 'Jobs' | 'Chats' | 'Artifacts') =>
  page.getByRole('region', { name: kind, exact: true });

/** Opens the palette by its key and types `text` once its box has the focus. */
async function paletteType(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('combobox', { name: 'Search or run a command' })).toBeFocused();
  await page.keyboard.type(text);
}

/** Presses ArrowDown until `target` has the focus (or is the active option), at most `max` times. */
async function arrowTo(page: Page, isThere: () => Promise<boolean>, max = 12) {
  for (let i = 0; i < max && !(await isThere()); i++) await page.keyboard.press('ArrowDown');
  expect(await isThere()).toBe(true);
}

test('a job is found by a typo in its failure reason, from the palette and from /search, by keyboard', async ({
  page,
  control,
}) => {
  const tag = unique();
  const title = `Reconcile ledger ${tag}`;
  const id = await newJob(control, title);
  await control.post(`jobs/${id}/state`, {
    state: 'failed',
    failure_reason: `Marzipan ${tag} vault refused`,
  });

  await openLive(page, '/jobs');
  await expect(board(page).getByRole('link', { name: title })).toBeVisible();
  await paletteType(page, `marzipam ${tag}`);
  const option = palette(page).getByRole('option', { name: new RegExp(`^${title}`) });
  await expect(option).toBeVisible();
  await arrowTo(page, async () => (await option.getAttribute('aria-selected')) === 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The same search as a deep link, read from a fresh load: the screen reads the list itself.
  await openLive(page, `/search?q=${encodeURIComponent(`marzipam ${tag}`)}`);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(searchbox(page)).toBeFocused();
  await expect(
    page.getByText(/^Searching [\d,]+ jobs?, \d+ chats? and \d+ artifacts? read on this device/),
  ).toBeVisible();
  const link = results(page, 'Jobs').getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(link).toBeVisible();
  await expect(link.locator('mark', { hasText: /^Marzipan$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await arrowTo(page, () => link.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Escape');
  await expect(searchbox(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await arrowTo(page, () => link.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
});

test('a chat is found by a word of a message, an artifact by its content; Sign out wipes the index', async ({
  page,
  control,
}) => {
  const tag = unique();
  const chatId = await newChat(page);
  const said = `The ${tag} pelican manifest <b>is</b> ready`;
  await control.post(`sessions/${chatId}/messages`, { text: said });
  await expect(conversation(page).getByText(`The ${tag} pelican manifest`)).toBeVisible();
  await send(page, 'please write an artifact');
  const report = page.getByRole('region', { name: 'Artifacts' }).getByRole('article', { name: 'Report' });
  await expect(report.getByText('First draft of the report.')).toBeVisible();

  // Keyboard only: the palette's last search option opens the search screen with the text.
  await paletteType(page, `pelicn ${tag}`);
  // A typo's one good hit is the first option, above "Search everything" (Enter would open it).
  const firstOption = palette(page).getByRole('option').first();
  await expect(firstOption).toContainText(`${tag} pelican`);
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  const everything = palette(page).getByRole('option', { name: `Search everything for “pelicn ${tag}”` });
  await arrowTo(page, async () => (await everything.getAttribute('aria-selected')) === 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pelicn/);
  const chat = results(page, 'Chats').getByRole('link');
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('href', `/chats/${chatId}`);
  // The message's markup is text: shown as typed, never as an element.
  await expect(chat).toContainText('<b>is</b> ready');
  await expect(chat.locator('b')).toHaveCount(0);
  await expect(chat.locator('mark', { hasText: 'pelican' })).toBeVisible();
  await expect(results(page, 'Artifacts')).toContainText('No artifact read on this device matches.');

  await searchbox(page).press('Escape');
  await expect(searchbox(page)).toHaveValue('');
  await page.keyboard.type('frst drafy');
  const artifact = results(page, 'Artifacts').getByRole('link', { name: /^Report/ });
  await expect(artifact).toBeVisible();
  await expect(artifact.locator('mark', { hasText: 'draft' })).toBeVisible();
  await arrowTo(page, () => artifact.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chats/${chatId}\\?artifact=`));
  await expect(report.getByText('First draft of the report.')).toBeVisible();

  // Sign out, then the same key again in this very page (no reload): nothing of before is found.
  await paletteType(page, 'Sign out');
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sign out/ })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('textbox', { name: 'API key' }).fill('aws_demo_key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await paletteType(page, `pelican ${tag}`);
  const all = palette(page).getByRole('option', { name: `Search everything for “pelican ${tag}”` });
  await arrowTo(page, async () => (await all.getAttribute('aria-selected')) === 'true');
  await page.keyboard.press('Enter');
  await expect(results(page, 'Chats')).toContainText('No chat read on this device matches.');
});

test('past the first 20 of a kind, "Show more jobs" shows the rest, by keyboard', async ({
  page,
  control,
}) => {
  const tag = unique();
  for (let i = 1; i <= 23; i++) await newJob(control, `Heron ${tag} ${i}`);

  await openLive(page, `/search?q=${encodeURIComponent(`heron ${tag}`)}`);
  const jobs = results(page, 'Jobs');
  await expect(jobs.getByRole('link')).toHaveCount(20);
  await expect(jobs.getByText('first 20 of 23')).toBeVisible();
  const more = jobs.getByRole('button', { name: 'Show more jobs' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(jobs.getByRole('link')).toHaveCount(23);
  await expect(more).toHaveCount(0);
  await expect(results(page, 'Chats').getByRole('button', { name: 'Show more chats' })).toHaveCount(0);
});

/** The chats' and artifacts' documents the search worker keeps for this device, as one text. */
const keptSearchText = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('agent-console-search-index')) return '';
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('agent-console-search-index');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('not opened'));
    });
    const all = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('docs').objectStore('docs').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
    });
    db.close();
    return JSON.stringify(all);
  });

test('with "Remember on this device" a chat read before a reload is found after it; Sign out takes it back', async ({
  page,
  control,
}) => {
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(DEMO_KEY);
  await page.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const tag = unique();
  const chatId = await newChat(page);
  await control.post(`sessions/${chatId}/messages`, { text: `The ${tag} cormorant ledger` });
  await expect(conversation(page).getByText(`The ${tag} cormorant ledger`)).toBeVisible();
  await paletteType(page, `cormorant ${tag}`);
  const everything = palette(page).getByRole('option', { name: `Search everything for “cormorant ${tag}”` });
  await arrowTo(page, async () => (await everything.getAttribute('aria-selected')) === 'true');
  await page.keyboard.press('Enter');
  await expect(results(page, 'Chats').getByRole('link')).toHaveCount(1);
  await expect.poll(() => keptSearchText(page), { timeout: 15_000 }).toContain(tag);

  // The next load has none of the query cache kept (as when it let the chat go): only the index's own copy.
  await page.addInitScript(() => void indexedDB.deleteDatabase('agent-console-query-cache'));
  await page.reload();
  const chat = results(page, 'Chats').getByRole('link');
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('href', `/chats/${chatId}`);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => keptSearchText(page)).toBe('');
});

test('until the job list is read, a search with no job found says the list is still being read', async ({
  page,
}) => {
  const word = `zyzzyva${unique()}`;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/v1\/jobs(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await openLive(page, `/search?q=${word}`);
  const jobs = results(page, 'Jobs');
  await expect(jobs.getByText('No job matches yet: the job list is still being read.')).toBeVisible();
  release();
  await expect(jobs.getByText('No job matches.', { exact: true })).toBeVisible();
});
