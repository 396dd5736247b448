// Thousands of jobs: the board mounts only the cards in view. Run in the second account of the
// simulator so the demo account's board, which every other journey reads, stays small.
import { column, expect, OTHER_KEY, streamStatus, test, signInBeforeLoad, unique } from './fixtures';

const OTHER_ACCOUNT_ID = '22222222-2222-4222-8222-222222222222';

test('a column of 1,200 jobs mounts only the cards in view, and still counts them all', async ({
  page,
  control,
}) => {
  const tag = unique();
  await control.post('jobs/bulk', { count: 1200, state: `many_${tag}`, account_id: OTHER_ACCOUNT_ID });
  await signInBeforeLoad(page, OTHER_KEY);
  await page.goto('/jobs');
  await expect(streamStatus(page)).toHaveText('Live');
  const many = column(page, `Many ${tag}`);
  await expect(many).toContainText('1,200 jobs');
  // The virtualised list is in (its rows carry data-index; the first cards shown before it do not).
  await expect(many.getByRole('listitem').first()).toHaveAttribute('data-index', '0');
  const mounted = await many.getByRole('link').count();
  expect(mounted).toBeGreaterThan(0);
  expect(mounted).toBeLessThan(40);
  // Scrolling down mounts later cards and unmounts the first ones.
  await many.getByRole('list').evaluate((list) => list.parentElement?.scrollTo({ top: list.scrollHeight }));
  await expect(many.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '1200');
  expect(await many.getByRole('link').count()).toBeLessThan(40);
});
