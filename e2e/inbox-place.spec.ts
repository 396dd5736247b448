// The inbox keeps the person's place (issue 41): Undo selects the undone job again, Snooze selects
// the next row and offers Undo, "Answer all" leaves out a job whose own answer is held, and the
// keyboard reaches the free answer (`r`), the "Last time" choice (`l`), the dialog's choices
// (1–9) and, past the header, the list ("Skip to content"). The account is shared with other
// journeys: each test finds its own jobs by title and answers them before it ends.
import type { Page } from '@playwright/test';
import { expect, openLive, test, unique, type Control } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem, needsYou } from './inbox-helpers';

const selectedRow = (page: Page) => page.locator('[data-inbox-item][aria-current="true"]');

async function dispatchAll(control: Control, titles: readonly string[]) {
  const jobs = [];
  for (const title of titles) jobs.push(await dispatchThroughApi(control, title));
  return jobs;
}

/** Two jobs that ask alike ("<what> first/second, ask me <tag>"), and the inbox opened on them. */
async function openOnTwoAsking(page: Page, control: Control, what: string) {
  const tag = unique();
  const titles = [`${what} first, ask me ${tag}`, `${what} second, ask me ${tag}`];
  const jobs = await dispatchAll(control, titles);
  const [first, second] = titles.map((title) => inboxItem(page, title));
  await openLive(page, '/inbox');
  return { titles, jobs, first: first!, second: second! };
}

/** Selects a row as a pointer does: a click on its wait (not on a link or a button). */
async function selectByClick(page: Page, title: string) {
  await inboxItem(page, title)
    .getByText(/^waiting /)
    .click();
  await expect(inboxItem(page, title)).toHaveAttribute('aria-current', 'true');
}

test.describe('with answers held', () => {
  test.use({ holdSeconds: 10 });

  test('Undo puts the selection back on the undone job, so the next key answers it', async ({
    page,
    control,
  }) => {
    const { titles, jobs, first, second } = await openOnTwoAsking(page, control, 'Undo place');
    await expect(second.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
    await selectByClick(page, titles[0]!);
    await expect(first.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
    await page.keyboard.press('2');
    await expect(first.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await expect(first).not.toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('z');
    await expect(first.getByRole('button', { name: 'Staging', exact: true })).toBeEnabled();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('1');
    await expect(first.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await expect(second.getByText(/^Sending in/)).toHaveCount(0);
    await page.keyboard.press('z');
    await expect(first).toHaveAttribute('aria-current', 'true');
    for (const job of jobs) await answerThroughApi(control, job);
  });

  test('"Answer all" shows a job whose answer is held unticked, and 1–9 pick its choices', async ({
    page,
    control,
  }) => {
    const { titles, jobs, first, second } = await openOnTwoAsking(page, control, 'Held alike');
    await expect(second.getByRole('button', { name: /^Answer all \d+$/ })).toBeVisible();
    await first.getByRole('button', { name: 'Production', exact: true }).click();
    await expect(first.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await second.getByRole('button', { name: /^Answer all \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Answer \d+ jobs alike$/ });
    await expect(dialog).toBeVisible();
    const held = dialog.getByRole('checkbox', { name: titles[0], exact: false });
    await expect(held).not.toBeChecked();
    await expect(held).toBeDisabled();
    // Other journeys' alike jobs are unticked: only this test's second job is answered. Another
    // journey may answer its own job meanwhile, and its row leaves the dialog: try again then.
    const ticked = () =>
      dialog
        .getByRole('checkbox', { checked: true })
        .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));
    await expect(async () => {
      for (const name of await ticked())
        if (name !== titles[1])
          await dialog.getByRole('checkbox', { name, exact: true }).uncheck({ timeout: 1_000 });
      expect(await ticked()).toEqual([titles[1]]);
    }).toPass({ timeout: 10_000 });
    await expect(dialog.getByText('With (1 job):')).toBeVisible();
    await dialog.getByRole('checkbox', { name: titles[1], exact: true }).focus();
    await page.keyboard.press('2');
    await expect(dialog).toBeHidden();
    await expect(second.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await expect(second.getByText('“Staging”')).toBeVisible();
    await expect(first.getByText('“Production”')).toBeVisible();
    await page.keyboard.press('z');
    await expect(second.getByRole('button', { name: 'Staging', exact: true })).toBeEnabled();
    for (const job of jobs) await answerThroughApi(control, job);
  });

  test('keys reach the list past the header, the free answer (r) and the "Last time" choice (l)', async ({
    page,
    control,
  }) => {
    const tag = unique();
    const before = await dispatchThroughApi(control, `Last time before, ask me ${tag}`);
    // The hold runs on the page's clock: skipped, not sat out.
    await page.clock.install();
    await openLive(page, '/inbox');
    const answered = inboxItem(page, `Last time before, ask me ${tag}`);
    await answered.getByRole('button', { name: 'Staging', exact: true }).click();
    await expect(answered.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await page.clock.fastForward(10_000);
    await expect(answered.getByRole('status')).toHaveText('Answered with Staging — now Done');
    const title = `Last time after, ask me ${tag}`;
    const job = await dispatchThroughApi(control, title);
    const row = inboxItem(page, title);
    const suggestion = row.getByText(/^Last time: /);
    await expect(suggestion).toBeVisible();
    const choice = /^Last time: ([^(]+)/.exec((await suggestion.textContent()) ?? '')?.[1]?.trim() ?? '';

    // After a load, the first Tab offers the skip, which lands on the selected row.
    await openLive(page, '/inbox');
    await expect(suggestion).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selectedRow(page)).toBeFocused();

    await selectByClick(page, title);
    await page.keyboard.press('r');
    const box = row.getByRole('textbox', { name: 'Answer' });
    await expect(box).toBeFocused();
    // Escape leaves the box for the row, keeping what was typed; the keys work again.
    await page.keyboard.type('Maybe');
    await page.keyboard.press('Escape');
    await expect(row).toBeFocused();
    await expect(box).toHaveValue('Maybe');
    await box.fill('');
    await row.focus();
    await page.keyboard.press('l');
    await expect(row.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await expect(row.getByText(`“${choice}”`)).toBeVisible();
    await page.keyboard.press('z');
    await expect(needsYou(page)).toBeVisible();
    await answerThroughApi(control, before);
    await answerThroughApi(control, job);
  });
});

test('Snooze selects the next row, keeps focus there, and says "Snoozed" with Undo', async ({
  page,
  control,
}) => {
  const tag = unique();
  const titles = ['first', 'second', 'third'].map((n) => `Snooze place ${n}, ask me ${tag}`);
  const jobs = await dispatchAll(control, titles);
  await openLive(page, '/inbox');
  await expect(inboxItem(page, titles[2]!)).toBeVisible();
  await selectByClick(page, titles[1]!);
  await page.keyboard.press('s');
  await expect(page.getByRole('menuitem', { name: '1 hour' })).toBeFocused();
  // The row after it as the list stands: another journey's job may sit between this test's own.
  const shown = await needsYou(page)
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('a[href*="/jobs/"]')?.textContent?.trim() ?? ''),
    );
  const at = shown.indexOf(titles[1]!);
  const next = shown[at + 1] ?? shown[at - 1] ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Snoozed “${titles[1]}”` })).toBeVisible();
  await expect(inboxItem(page, titles[1]!)).toHaveCount(0);
  await expect(inboxItem(page, next)).toHaveAttribute('aria-current', 'true');
  await expect(inboxItem(page, next)).toBeFocused();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(inboxItem(page, titles[1]!)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('list', { name: 'Snoozed' })).toHaveCount(0);
  for (const job of jobs) await answerThroughApi(control, job);
});
