// The inbox at phone width: compact rows (several on a screen), choices as thumb-sized buttons,
// and an answer held for Undo that stays inside its own row, never over the next one. Pictures
// at 390 and 1440 px, light and dark, go to reports/ for a person to look at.
import { expect, openLive, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';

// The longest hold: the checks between the answer and its Undo take a few seconds on a busy machine.
test.use({ holdSeconds: 10 });

/**
 * A question of its own, so no other job asks it too (alike rows say so on a line), not even this
 * journey's first attempt when it is retried: its jobs are still waiting.
 */
const ownQuestion = (tag: string) => `Which region should I use for ${tag}?\n\n1. Paris\n2. Oslo\n3. Dublin`;

test('at 390 px rows are compact, choices are 44 px buttons, and the held answer covers no other row', async ({
  page,
  control,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = unique();
  const firstTitle = `Compact first, ask me ${tag}`;
  const secondTitle = `Compact second, ask me ${tag}`;
  const firstJob = await dispatchThroughApi(control, firstTitle);
  await openLive(page, '/inbox');
  const first = inboxItem(page, firstTitle);
  // The second job starts once the first waits, so the inbox (oldest first) lists it below; two
  // jobs started together may reach their question in either order.
  await expect(first.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  const secondJob = await dispatchThroughApi(control, secondTitle);
  const second = inboxItem(page, secondTitle);
  await expect(second.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  await control.post(`sessions/${secondJob.sessionId}/messages`, { text: ownQuestion(tag) });
  await expect(second.getByRole('button', { name: 'Oslo', exact: true })).toBeVisible();
  // Select the first row: the second is a compact one.
  await first.getByText('Which environment should I deploy to?').click();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await second.scrollIntoViewIfNeeded();
  const compact = await second.boundingBox();
  // A compact row holds its title, its wait, the question's first line, the choices and the
  // one-line free answer every row offers (about 400 px before rows were compact).
  expect(compact?.height ?? 999).toBeLessThan(240);
  for (const choice of ['Paris', 'Oslo', 'Dublin']) {
    const box = await second.getByRole('button', { name: choice, exact: true }).boundingBox();
    expect(box?.width ?? 0, choice).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0, choice).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: 'reports/screenshots/inbox-390-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'reports/screenshots/inbox-390-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });

  // Answer the first: its held state and Undo stay inside its row, and the next row's
  // choices are still what a tap there meets.
  await first.getByRole('button', { name: 'Staging', exact: true }).click();
  const held = first.getByRole('status');
  await expect(held).toHaveText(/^Sending in \d+ s$/);
  const undo = first.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  const undoBox = await undo.boundingBox();
  const rowBox = await first.boundingBox();
  const nextBox = await first.evaluate((row) => {
    const next = row.nextElementSibling?.getBoundingClientRect();
    return next ? { y: next.y } : undefined;
  });
  expect((undoBox?.y ?? 0) + (undoBox?.height ?? 0)).toBeLessThanOrEqual(
    (rowBox?.y ?? 0) + (rowBox?.height ?? 0),
  );
  expect(nextBox, 'the answered row has a row after it').toBeDefined();
  expect((rowBox?.y ?? 0) + (rowBox?.height ?? 0)).toBeLessThanOrEqual(nextBox?.y ?? 0);
  const nextChoice = second.getByRole('button', { name: 'Paris', exact: true });
  // Scrolled to and hit-tested in one task: other journeys' rows come and go in the shared
  // account, and a row closing between a scroll and the test moved the button away from it.
  const hit = await nextChoice.evaluate((button) => {
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit).toBe(true);
  await undo.click();
  await expect(first.getByRole('button', { name: 'Staging', exact: true })).toBeEnabled();

  await page.setViewportSize({ width: 1440, height: 900 });
  await first.scrollIntoViewIfNeeded();
  expect((await second.boundingBox())?.height ?? 999).toBeLessThan(140);
  await page.screenshot({ path: 'reports/screenshots/inbox-1440-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'reports/screenshots/inbox-1440-dark.png' });
  for (const job of [firstJob, secondJob]) await answerThroughApi(control, job);
});
