// A day of answering: alike questions answered together with one Undo, a suggestion from the last
// answer, snooze until the job changes, the count in the tab title, and the Announcements region.
// The demo account is shared with other journeys (whose waiting jobs ask the same question), so
// each test unticks in the dialog every job that is not its own.
import { expect, openLive, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';

// The undo step presses `z` after checking every held row: the longest hold (10 s) keeps that
// inside the window on a busy machine.
test.describe('held answers', () => {
  test.use({ holdSeconds: 10 });
  test(
    'alike jobs are answered together, held with one Undo, then each gets its own receipt',
    // Which jobs are alike, the hold and its Undo are the UI's; each answer goes over the wire as
    // one from the board does (jobs.spec.ts, in every dialect).
    async ({ page, control }) => {
      const tag = unique();
      const titles = ['first', 'second', 'third'].map((n) => `Alike deploy ${n}, ask me ${tag}`);
      for (const title of titles) await dispatchThroughApi(control, title);
      // Asked alike too, but left out of the answer: the selection has somewhere to go past ours.
      const bystander = await dispatchThroughApi(control, `Alike deploy bystander, ask me ${tag}`);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/v1\/sessions\/[^/]+\/messages$/.test(request.url()))
          posts.push(request.url());
      });
      await page.addInitScript(() => {
        const said: string[] = [];
        (window as unknown as { said: string[] }).said = said;
        new MutationObserver(() => {
          const text = document.querySelector('[aria-label="Announcements"]')?.textContent ?? '';
          if (text && said.at(-1) !== text) said.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      // The hold runs on the page's clock: the undo step lives inside it, and where the answers are
      // meant to go out the test skips the rest of it rather than sitting it out.
      await page.clock.install();
      const holdEnds = () => page.clock.fastForward(10_000);
      await openLive(page, '/inbox');
      for (const title of titles) await expect(inboxItem(page, title)).toBeVisible();
      await expect(page).toHaveTitle(/^\(\d+\+?\) /);
      const first = inboxItem(page, titles[0] ?? '');
      await expect(first.getByText(/^\d+ jobs ask this$/)).toBeVisible();

      const answerAll = async () => {
        await first.getByRole('button', { name: /^Answer all \d+$/ }).click();
        const dialog = page.getByRole('dialog', { name: /^Answer \d+ jobs alike$/ });
        await expect(dialog).toBeVisible();
        for (const title of titles)
          await expect(dialog.getByRole('checkbox', { name: title, exact: true })).toBeChecked();
        // Other journeys' jobs ask the same question: they come into the dialog ticked, and may be
        // answered (and leave it) meanwhile. Each ticked one is unticked by its name (not its place,
        // which shifts), again until only this journey's are left.
        await expect(async () => {
          const ticked = await dialog
            .getByRole('checkbox', { checked: true })
            .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim() ?? ''));
          for (const name of ticked.filter((name) => !titles.includes(name))) {
            const box = dialog.getByRole('checkbox', { name, exact: true, checked: true }).first();
            if ((await box.count()) > 0) await box.uncheck({ timeout: 1_000 });
          }
          await expect(dialog.getByText(`With (${titles.length} jobs):`)).toBeVisible({ timeout: 1_000 });
        }).toPass();
        await dialog.getByRole('button', { name: 'Staging', exact: true }).click();
        await expect(dialog).toBeHidden();
      };

      await answerAll();
      for (const title of titles) {
        await expect(inboxItem(page, title).getByRole('status')).toHaveText(/^Sending in \d+ s$/);
        await expect(inboxItem(page, title).getByRole('button', { name: 'Undo' })).toBeVisible();
      }
      // The README's picture of a batch answer held with its Undo (copied to docs/ on purpose), in
      // the README's size: the compact rows put every held answer and its Undo above the fold.
      await page.setViewportSize({ width: 1280, height: 760 });
      await first.evaluate((row) => row.scrollIntoView({ block: 'start' }));
      // Other journeys' alike jobs may sit between ours (they wait since about the same time).
      await expect(first.getByRole('button', { name: 'Undo' })).toBeInViewport();
      await page.screenshot({ path: 'reports/screenshots/inbox-batch.png' });
      await page.keyboard.press('z');
      for (const title of titles)
        await expect(
          inboxItem(page, title).getByRole('button', { name: 'Staging', exact: true }),
        ).toBeEnabled();
      expect(posts).toEqual([]);

      await answerAll();
      for (const title of titles)
        await expect(inboxItem(page, title).getByRole('status')).toHaveText(/^Sending in \d+ s$/);
      expect(posts).toEqual([]);
      // The selection moved past every job the choice answered, as after one answer.
      await expect(page.locator('[data-inbox-item][aria-current="true"]')).toHaveCount(1);
      for (const title of titles) await expect(inboxItem(page, title)).not.toHaveAttribute('aria-current');
      await holdEnds();
      for (const title of titles)
        await expect(inboxItem(page, title).getByRole('status')).toHaveText(
          'Answered with Staging — now Done',
        );
      expect(posts).toHaveLength(3);
      // Other journeys share the account, so their jobs may be announced next: look for ours among
      // every sentence the region said.
      // (On a loaded machine a send may fail once and go again: "3 answers sent, 1 failed".)
      await expect
        .poll(async () =>
          (await page.evaluate(() => (window as unknown as { said?: string[] }).said ?? [])).some((said) =>
            /^3 answers sent\b/.test(said),
          ),
        )
        .toBe(true);

      // The same question asked again is met with what was answered last time, and nothing is sent.
      const again = `Alike deploy again, ask me ${tag}`;
      await dispatchThroughApi(control, again);
      const suggestion = inboxItem(page, again).getByText('Last time: Staging');
      await expect(suggestion).toBeVisible();
      const describedBy = await inboxItem(page, again)
        .getByRole('button', { name: 'Staging', exact: true })
        .getAttribute('aria-describedby');
      expect(describedBy).toBe(await suggestion.getAttribute('id'));
      expect(posts).toHaveLength(3);
      await inboxItem(page, again).getByRole('button', { name: 'Staging', exact: true }).click();
      await expect(inboxItem(page, again).getByRole('status')).toHaveText(/^Sending in \d+ s$/);
      await holdEnds();
      await expect(inboxItem(page, again).getByRole('status')).toHaveText('Answered with Staging — now Done');
      await answerThroughApi(control, bystander);
    },
  );
});

test('questions that share their choices but not their words are not alike; alike ones show each question', async ({
  page,
  control,
}) => {
  const tag = unique();
  const titles = {
    deploy: `Yes-no deploy, ask me ${tag}`,
    drop: `Yes-no drop, ask me ${tag}`,
    again: `Yes-no deploy again, ask me ${tag}`,
  };
  const deploy = await dispatchThroughApi(control, titles.deploy);
  const drop = await dispatchThroughApi(control, titles.drop);
  const again = await dispatchThroughApi(control, titles.again);
  await openLive(page, '/inbox');
  // Each job asks the scripted question first; its agent then asks its own. The ticket line keeps
  // them apart from other journeys' jobs, which share the account.
  for (const title of Object.values(titles)) await expect(inboxItem(page, title)).toBeVisible();
  const asking = (what: string) => `Yes or no: shall I ${what}?

Ticket ${tag}.

1. Yes
2. No`;
  const deployText = asking('deploy to production');
  // The same question as the first, written otherwise: spacing, case, emphasis, bullets, order.
  const againText = `yes or no:  shall I **deploy** to Production?

TICKET ${tag}.

- No
- Yes`;
  await control.post(`sessions/${deploy.sessionId}/messages`, { text: deployText });
  await control.post(`sessions/${drop.sessionId}/messages`, { text: asking('delete the database') });
  await control.post(`sessions/${again.sessionId}/messages`, { text: againText });

  const deployItem = inboxItem(page, titles.deploy);
  const dropItem = inboxItem(page, titles.drop);
  await expect(deployItem.getByText('2 jobs ask this', { exact: true })).toBeVisible();
  await expect(inboxItem(page, titles.again).getByText('2 jobs ask this', { exact: true })).toBeVisible();
  // The row that asks to delete the database has read its question, with the same two choices,
  // and is offered to be answered alone.
  await expect(dropItem.getByText('Yes or no: shall I delete the database?')).toBeVisible();
  await expect(dropItem.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  await expect(dropItem.getByText(/jobs ask this$/)).toHaveCount(0);
  await expect(dropItem.getByRole('button', { name: /^Answer all/ })).toHaveCount(0);

  // Answering the alike pair: the dialog holds the two, not the third, and shows each question as
  // its agent wrote it (as text: the emphasis marks are there to read).
  await deployItem.getByRole('button', { name: 'Answer all 2', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer 2 jobs alike' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog.getByRole('checkbox', { name: titles.drop })).toHaveCount(0);
  await expect(
    dialog.getByRole('checkbox', { name: titles.deploy, exact: true }),
  ).toHaveAccessibleDescription(deployText.replace(/\s+/g, ' '));
  await expect(dialog.getByRole('checkbox', { name: titles.again, exact: true })).toHaveAccessibleDescription(
    againText.replace(/\s+/g, ' '),
  );
  await expect(dialog.getByText('delete the database')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  for (const job of [deploy, drop, again]) await answerThroughApi(control, job);
});

test('a snoozed job leaves "Needs you" for "Snoozed", and comes back when it changes', async ({
  page,
  control,
}) => {
  const title = `Snooze the rollout, ask me ${unique()}`;
  const job = await dispatchThroughApi(control, title);
  await openLive(page, '/inbox');
  await expect(inboxItem(page, title)).toBeVisible();
  await inboxItem(page, title).getByRole('button', { name: 'Snooze' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Until it changes' }).click();
  await expect(inboxItem(page, title)).toHaveCount(0);
  const snoozed = page.getByRole('list', { name: 'Snoozed' });
  await expect(snoozed.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Snoozed \(\d+\)$/ })).toBeVisible();

  // Kept across a reload.
  await openLive(page, '/inbox');
  await expect(snoozed.getByRole('link', { name: title })).toBeVisible();
  await expect(inboxItem(page, title)).toHaveCount(0);

  // The job changes (it runs, then asks again): it is back at once.
  await control.post(`jobs/${job.id}/state`, { state: 'in_progress' });
  await control.post(`jobs/${job.id}/state`, { state: 'ambiguous' });
  await expect(inboxItem(page, title)).toBeVisible();
  await expect(snoozed.getByRole('link', { name: title })).toHaveCount(0);
  await answerThroughApi(control, job);
});

test('a job that starts to need input is announced', async ({ page, control }) => {
  await openLive(page, '/jobs');
  const title = `Announce me, ask me ${unique()}`;
  await dispatchThroughApi(control, title);
  await expect(page.getByRole('status', { name: 'Announcements' })).toHaveText(
    new RegExp(`^(“${title}” needs your input|\\d+ jobs need your input)$`),
  );
  await expect(page).toHaveTitle(/^\(\d+\+?\) /);
});
