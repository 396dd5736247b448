// The command palette (Control/⌘+K or "Search and commands"): finds a job by its title and opens
// it, dispatches what was typed as a job, runs commands, closes on Escape with focus given back,
// and passes axe while open.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  openLive,
  streamStatus,
  test,
  unique,
  newJob,
} from './fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => palette(page).getByRole('combobox', { name: 'Search or run a command' });

test('the palette finds a job by its title and opens it, by keyboard alone', async ({ page, control }) => {
  const title = `Quarterly palette audit ${unique()}`;
  const id = await newJob(control, title, 'done');

  await openLive(page, '/chats');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(search(page)).toBeFocused();
  await search(page).fill(title.split(' ').at(-1) ?? '');
  const option = palette(page).getByRole('listbox').getByRole('option', { name: title });
  await expect(option).toBeVisible();
  // Arrow keys move the active option (aria-selected) until the job is the one Enter runs.
  for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);
});

test('the palette dispatches what was typed as a job, from its last option, onto the board', async ({
  page,
}) => {
  await openLive(page, '/chats');
  const button = page.getByRole('button', { name: 'Search and commands' });
  await button.click();
  const text = `Palette dispatched report ${unique()}`;
  await search(page).fill(text);
  await palette(page)
    .getByRole('option', { name: `Dispatch job: ${text}` })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(
    page.getByRole('region', { name: 'Jobs board' }).getByRole('link', { name: text }),
  ).toBeVisible();
});

test('screens and commands: filter, Escape gives focus back, Toggle theme, axe with the palette open', async ({
  page,
}) => {
  await openLive(page, '/jobs');
  const button = page.getByRole('button', { name: 'Search and commands' });
  await button.click();
  await expect(search(page)).toBeFocused();
  for (const name of ['New chat', 'Toggle theme', 'Sign out', 'Inbox', 'Workflows', 'Settings'])
    await expect(palette(page).getByRole('option', { name, exact: true })).toBeVisible();
  // One entry for the Inbox, with its go-to keys shown.
  await expect(palette(page).getByRole('option', { name: /inbox/i })).toHaveCount(1);
  await expect(palette(page).getByRole('option', { name: 'Inbox', exact: true }).locator('kbd')).toHaveText([
    'g',
    'i',
  ]);
  await expectNoAxeViolations(page);

  await search(page).fill('setings');
  await expect(palette(page).getByRole('option', { name: 'Settings', exact: true })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: 'Toggle theme' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.keyboard.press('Control+k');
  await search(page).fill('toggle theme');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(dark ? /\blight\b/ : /\bdark\b/);

  await page.keyboard.press('Control+k');
  await search(page).fill('setti');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

test('New chat from the palette opens the chat ready to type in', async ({ page }) => {
  await openLive(page, '/jobs');
  await page.keyboard.press('Control+k');
  await search(page).fill('new chat');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
});

test('Dispatch is the last option, never the one Enter runs while anything else matches', async ({
  page,
}) => {
  await openLive(page, '/jobs');
  await page.keyboard.press('Control+k');
  await search(page).fill('setings');
  const options = palette(page).getByRole('option');
  await expect(options.last()).toHaveText('Dispatch job: setings');
  await expect(palette(page).getByRole('option', { name: 'Settings', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

test('"open inbox" finds the Inbox, and Sign out asks before it signs out', async ({ page }) => {
  await openLive(page, '/jobs');
  await page.keyboard.press('Control+k');
  await search(page).fill('open inbox');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inbox$/);

  await page.keyboard.press('Control+k');
  await search(page).fill('sign out');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Sign out of this account?' });
  await expect(confirm).toBeVisible();
  // Cancel leaves everything as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(streamStatus(page)).toHaveText('Live');
  await expect(search(page)).toBeFocused();

  await palette(page).getByRole('option', { name: 'Sign out', exact: true }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  await expect(streamStatus(page)).not.toHaveText('Live');
  expect(await page.evaluate(() => sessionStorage.getItem('agent-console:connection'))).toBeNull();
});

test('a saved view of the board keeps its filters through a reload, opens from the palette, and goes with Delete', async ({
  page,
}) => {
  const name = `Failed deploys ${unique()}`;
  await openLive(page, '/jobs?q=deploy&state=failed');
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(name);
  await page.keyboard.press('Enter');
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await expect(views.getByRole('link', { name })).toBeVisible();

  await openLive(page, '/jobs');
  await page.keyboard.press('Control+k');
  await search(page).fill(name);
  const option = palette(page).getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=deploy&state=failed$/);
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('deploy');
  // The view in use is marked, and not offered for saving again.
  await expect(views.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Save view' })).toHaveCount(0);

  await views.getByRole('button', { name: `Delete view ${name}` }).click();
  await expect(views).toHaveCount(0);
});

test('what is typed right after the first Control+K is kept while the palette comes, and never lands in the page', async ({
  page,
}) => {
  await openLive(page, '/search?q=foo');
  const pageSearch = page.getByRole('searchbox', { name: 'Search' });
  await pageSearch.focus();
  // The palette's part is held on its way: the keys come before it.
  const release = await holdRequests(page, /\/assets\/palette-host-[^/]+\.js$/);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('audited');
  await expect(palette(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(search(page)).toHaveValue('audited');
  await expect(search(page)).toBeFocused();
  await expect(pageSearch).toHaveValue('foo');
  await expect(page).toHaveURL(/\?q=foo$/);
  // Typing goes on after what came before.
  await page.keyboard.type(' plan');
  await expect(search(page)).toHaveValue('audited plan');
});
