// The jobs board by keyboard alone: answering a job from the Filter box to the choice, and j/k
// between cards in reading order.
import { board, column, dispatch, expect, openLive, test, unique } from './fixtures';

test('the whole answer flow works by keyboard alone', async ({ page }) => {
  await openLive(page, '/jobs');
  const title = `Roll out the cache, ask first ${unique()}`;
  await dispatch(page, title);
  await expect(column(page, 'Needs input').getByRole('link', { name: title })).toBeVisible();
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  await filter.focus();
  await page.keyboard.type(title);
  await expect(page).toHaveURL(/[?&]q=/);
  // The filter summary, with its Clear button, shows once the filtered board has rendered: tabbing
  // before it is there lands past it (failed once in a clean-clone run).
  await expect(page.getByRole('button', { name: 'Clear filter' })).toBeVisible();
  await page.keyboard.press('Tab'); // the state filter
  await page.keyboard.press('Tab'); // "Save view", beside the filters in use
  await expect(page.getByRole('button', { name: 'Save view' })).toBeFocused();
  await page.keyboard.press('Tab'); // "Clear filter" in the filter summary
  await expect(page.getByRole('button', { name: 'Clear filter' })).toBeFocused();
  await page.keyboard.press('Tab'); // the card's link
  await expect(page.getByRole('link', { name: title, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Answer “${title}”`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Which environment should I deploy to?')).toBeVisible();
  // Closed unanswered, focus returns to the "Answer" that opened it, ready to open it again.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Which environment should I deploy to?')).toBeHidden();
  await expect(page.getByRole('button', { name: `Answer “${title}”`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Which environment should I deploy to?')).toBeVisible();
  await page.keyboard.press('1');
  await expect(column(page, 'Done').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('This job no longer needs input. It is now: Done.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeFocused();
});

test('j and k move focus from card to card in reading order, across columns', async ({ page, control }) => {
  const tag = unique();
  const { ids } = (await control.post('jobs/bulk', { count: 3, state: `keys_a_${tag}` })) as {
    ids: string[];
  };
  for (const [index, id] of ids.entries()) {
    await control.post(`jobs/${id}/state`, {
      state: index < 2 ? `keys_a_${tag}` : `keys_b_${tag}`,
      title: `Key card ${index} ${tag}`,
    });
  }
  await openLive(page, `/jobs?q=${tag}`);
  await expect(column(page, `Keys b ${tag}`).getByRole('link')).toHaveCount(1);
  const cards = board(page).locator('[data-job-card] > a');
  await expect(cards).toHaveCount(3);
  await expect(column(page, `Keys a ${tag}`).getByRole('link')).toHaveCount(2);
  await cards.nth(0).focus();
  for (const [key, expected] of [
    ['j', 1],
    ['j', 2],
    ['j', 2],
    ['k', 1],
    ['k', 0],
    ['k', 0],
  ] as const) {
    await page.keyboard.press(key);
    await expect(cards.nth(expected)).toBeFocused();
  }
  await expect(cards.nth(2)).toHaveAccessibleName(new RegExp(`^Key card 2 ${tag}`));
  await expect(page).toHaveURL(/\/jobs\?q=/);
});
