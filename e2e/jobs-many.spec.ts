// Thousands of jobs: the board mounts only the cards in view. Run in the second account of the
// simulator so the demo account's board, which every other journey reads, stays small.
import { expect, OTHER_KEY, test, signInBeforeLoad } from './fixtures';

const OTHER_ACCOUNT_ID = '22222222-2222-4222-8222-222222222222';

test('a column of 1,200 jobs mounts only the cards in view, and still counts them all', async ({
  page,
  control,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await control.post('jobs/bulk', { count: 1200, state: `many_${tag}`, account_id: OTHER_ACCOUNT_ID });
  await signInBeforeLoad(page, OTHER_KEY);
  await page.goto('/jobs');
  await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Live');
  const column = page
    .getByRole('region', { name: 'Jobs board' })
    .getByRole('region', { name: `Many ${tag}`, exact: true });
  await expect(column).toContainText('1,200 jobs');
  // The virtualised list is in (its rows carry data-index; the first cards shown before it do not).
  await expect(column.getByRole('listitem').first()).toHaveAttribute('data-index', '0');
  const mounted = await column.getByRole('link').count();
  expect(mounted).toBeGreaterThan(0);
  expect(mounted).toBeLessThan(40);
  // Scrolling down mounts later cards and unmounts the first ones.
  await column.getByRole('list').evaluate((list) => list.parentElement?.scrollTo({ top: list.scrollHeight }));
  await expect(column.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '1200');
  expect(await column.getByRole('link').count()).toBeLessThan(40);
});
