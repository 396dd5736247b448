// The jobs board when typing fast and filtering: "New job" empties at once and takes the next job
// while one is on its way; a filter says what it hides, an unknown ?state= still shows its column,
// and a job dispatched under a filter that hides it is announced instead of vanishing.
import type { Page } from '@playwright/test';
import { expect, openLive, test, unique } from './fixtures';

const board = (page: Page) => page.getByRole('region', { name: 'Jobs board' });

test('two jobs dispatched back to back with Enter both arrive, and the box is ready at once', async ({
  page,
}) => {
  await openLive(page, '/jobs');
  const box = page.getByRole('textbox', { name: 'New job' });
  const [first, second] = [`Archive old logs ${unique()}`, `Prune stale branches ${unique()}`];
  await box.fill(first);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await box.fill(second); // at once, without waiting for the first dispatch
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(board(page).getByRole('link', { name: first })).toBeVisible();
  await expect(board(page).getByRole('link', { name: second })).toBeVisible();
});

test('an unknown ?state= shows its empty column and says the filter hides the rest', async ({ page }) => {
  await openLive(page, '/jobs?state=nonsense');
  const column = board(page).getByRole('region', { name: 'Nonsense', exact: true });
  await expect(column.getByText('No jobs in this state')).toBeVisible();
  await expect(page.getByText(/^Filtered: 0 of [\d,]+ jobs? shown$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(board(page).getByRole('region', { name: 'Backlog', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filter' })).toBeHidden();
});

test('a job dispatched while a filter hides it is announced, not lost', async ({ page }) => {
  await openLive(page, `/jobs?q=${encodeURIComponent(`nothing like this ${unique()}`)}`);
  const title = `Compact the database ${unique()}`;
  await page.getByRole('textbox', { name: 'New job' }).fill(title);
  await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
  await expect(
    page.getByText(`Your job “${title}” was dispatched and is hidden by the filter.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(board(page).getByRole('link', { name: title })).toBeVisible();
});

test('a board wider than the window scrolls inside itself, never the page', async ({ page, control }) => {
  for (const state of ['in_progress', 'awaiting_review', 'on_hold', 'queued', 'paused'])
    await control.post('jobs/bulk', { count: 1, state });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLive(page, '/jobs');
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeAttached();
  // Each column's count has a hidden word for screen readers; it must not widen the page.
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
});
