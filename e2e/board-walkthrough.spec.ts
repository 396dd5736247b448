// The board as a newcomer meets it: what waits leads the board, go-to keys, the answer drawer
// over the board with "Next waiting job", a dispatched card showing what was typed, and the
// order of the columns on a phone. Screenshots of the drawer go to reports/.
import { board, column, dispatch, expect, openLive, test, unique } from './fixtures';

test('the board leads with "N waiting for you", a link to the inbox', async ({ page }) => {
  await openLive(page, '/jobs');
  const title = `Pick a region, ask me ${unique()}`;
  await dispatch(page, title);
  await expect(column(page, 'Needs input').getByRole('link', { name: title })).toBeVisible();
  const waiting = page.getByRole('link', { name: /^\d+\+? waiting for you$/ });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await expect(page).toHaveURL(/\/inbox$/);
});

test('g i, g j and g c go to the inbox, the jobs and the chats, but not while typing', async ({ page }) => {
  await openLive(page, '/jobs');
  await page.getByRole('heading', { name: 'Jobs' }).click();
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(page).toHaveURL(/\/inbox$/);
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/chats$/);
  await page.keyboard.press('g');
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/\/jobs$/);
  const box = page.getByRole('textbox', { name: 'New job' });
  await box.focus();
  await page.keyboard.type('gi');
  await expect(box).toHaveValue('gi');
  await expect(page).toHaveURL(/\/jobs$/);
});

test('the answer drawer covers the board and offers the next waiting job, oldest first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLive(page, '/jobs');
  const tag = unique();
  const first = `Ship the docs, ask me where ${tag}`;
  const second = `Ship the site, ask me where ${tag}`;
  await dispatch(page, first);
  await expect(column(page, 'Needs input').getByRole('link', { name: first })).toBeVisible();
  await dispatch(page, second);
  const needsInput = column(page, 'Needs input');
  await expect(needsInput.getByRole('link', { name: second })).toBeVisible();
  // Oldest waiting first: the first job's card comes before the second's.
  const titles = await needsInput.locator('[data-job-card] a').allTextContents();
  expect(titles.indexOf(first)).toBeLessThan(titles.indexOf(second));
  await needsInput.getByRole('button', { name: `Answer “${first}”` }).click();
  const drawer = page.getByRole('dialog', { name: `Answer “${first}”` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  await page.screenshot({ path: 'reports/board-drawer-1440-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'reports/board-drawer-1440-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });
  await drawer.getByRole('button', { name: 'Staging', exact: true }).click();
  await expect(drawer.getByText('This job no longer needs input.', { exact: false })).toBeVisible();
  const next = drawer.getByRole('button', { name: /^Next waiting job \(\d+ left\)$/ });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page.getByRole('dialog', { name: /^Answer “/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Answer “${first}”` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a dispatched card shows what was typed until the service names the job', async ({ page }) => {
  // No stream and no re-read after the first: the card keeps the copy the dispatch answered with.
  await page.route('**/v1/events', (route) => route.abort());
  await page.goto('/jobs');
  await expect(column(page, 'Backlog').getByText(/\d+ jobs?$/)).toBeVisible();
  await page.route(
    (url) => url.pathname.endsWith('/v1/jobs'),
    (route) => (route.request().method() === 'GET' ? route.abort() : route.fallback()),
  );
  const text = `tidy the changelog ${unique()}`;
  const id = await dispatch(page, text);
  await expect(board(page).locator(`a[href="/jobs/${id}"]`)).toHaveText(text);
});

test.describe('at 390 px on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"Needs input" comes first, an empty column never leads, and Answer is a 44 px target', async ({
    page,
  }) => {
    await openLive(page, '/jobs');
    const title = `Size the disk, ask me how ${unique()}`;
    await dispatch(page, title);
    await expect(column(page, 'Needs input').getByRole('link', { name: title })).toBeVisible();
    const columns = board(page).locator('section[data-board-column]');
    await expect(columns.first().getByRole('heading')).toHaveText('Needs input');
    // Every column holding jobs comes before every empty one (a column's cards are counted once its
    // list has measured itself: until then a long column may show none for a frame).
    await expect(async () => {
      const counts = await columns.evaluateAll((sections) =>
        sections.map((section) => section.querySelectorAll('[data-job-card]').length),
      );
      const firstEmpty = counts.indexOf(0);
      if (firstEmpty !== -1) expect(counts.slice(firstEmpty).every((n) => n === 0)).toBe(true);
    }).toPass({ timeout: 5_000 });
    const answer = column(page, 'Needs input').getByRole('button', { name: `Answer “${title}”` });
    const box = await answer.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await answer.click();
    const drawer = page.getByRole('dialog', { name: `Answer “${title}”` });
    await expect(drawer.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
    // Full width, and no key hints on a touch screen.
    expect((await drawer.boundingBox())?.width).toBe(390);
    await expect(drawer.getByText('keys 1–3', { exact: false })).toBeHidden();
    await page.screenshot({ path: 'reports/board-drawer-390-light.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'reports/board-drawer-390-dark.png' });
  });
});
