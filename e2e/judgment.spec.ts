// Answering with judgment (issue 38): a rule proven in shadow, then acting through the write path
// with the person's hold and Undo; "You chose … the last N times"; "Changed since asked"; the
// "Today:" line. Each test asks its own question (`topic:TAG`), so the rules it makes meet only its
// own jobs on the shared demo account.
import type { Page } from '@playwright/test';
import { expect, openLive, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';
import { recordNotifications, shownNotifications } from './notification-helpers';

function countAnswerPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/sessions\/[^/]+\/messages$/.test(request.url()))
      posts.push(request.url());
  });
  return posts;
}

const goTo = (page: Page, name: 'Inbox' | 'Settings') =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();

test.describe('answer rules', () => {
  test.use({ holdSeconds: 10 });
  test('a rule made from an answer records the 5 agreements after it in shadow, is switched to act, and answers the next job once after the hold; Undo sends nothing', async ({
    page,
    control,
  }) => {
    test.setTimeout(120_000);
    const topic = unique();
    const posts = countAnswerPosts(page);
    await page.clock.install();
    const holdEnds = () => page.clock.fastForward(10_000);
    await openLive(page, '/inbox');

    // The answer the rule is made from is its choice, not an agreement: 5 more prove it.
    for (let i = 1; i <= 6; i += 1) {
      const title = `Rule ${i} topic:${topic} ask me`;
      await dispatchThroughApi(control, title);
      const item = inboxItem(page, title);
      await item.getByRole('button', { name: 'Staging', exact: true }).click();
      await expect(item.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
      if (i === 1) await item.getByRole('button', { name: 'Always answer this way…' }).click();
      await expect(item.getByText(/A rule answers this in shadow/)).toBeVisible();
      await holdEnds();
      await expect(item.getByRole('status')).toHaveText('Answered with Staging — now Done');
    }
    expect(posts).toHaveLength(6);

    // Another choice than the last 6: said while it is held, and taken back.
    const other = `Rule other topic:${topic} ask me`;
    const otherJob = await dispatchThroughApi(control, other);
    await inboxItem(page, other).getByRole('button', { name: 'Production', exact: true }).click();
    await expect(inboxItem(page, other).getByText('You chose Staging the last 6 times')).toBeVisible();
    await inboxItem(page, other).getByRole('button', { name: 'Undo' }).click();
    await expect(
      inboxItem(page, other).getByRole('button', { name: 'Production', exact: true }),
    ).toBeEnabled();
    expect(posts).toHaveLength(6);
    await answerThroughApi(control, otherJob);

    await goTo(page, 'Settings');
    const rules = page.getByRole('region', { name: 'Rules' });
    await expect(
      rules.getByText('Rules act only while a tab of the app is open.', { exact: false }),
    ).toBeVisible();
    const rule = rules.getByRole('listitem').filter({ hasText: topic });
    await expect(rule.getByText('Shadow', { exact: true })).toBeVisible();
    await expect(rule.getByText('Agreed 5 of 5')).toBeVisible();
    await rule.getByRole('button', { name: 'Act' }).click();
    await expect(rule.getByText('Acting', { exact: true })).toBeVisible();

    await goTo(page, 'Inbox');
    const byRules = page.getByRole('list', { name: 'Answered by rules' });
    const undone = `Rule undone topic:${topic} ask me`;
    const undoneJob = await dispatchThroughApi(control, undone);
    const undoneRow = byRules.getByRole('listitem').filter({ hasText: undone });
    await expect(undoneRow.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    await undoneRow.getByRole('button', { name: 'Undo' }).click();
    await expect(undoneRow.getByRole('status')).toHaveText('Undone: nothing was sent');
    await holdEnds();
    // Nothing went, and the rule leaves that question to the person.
    await expect(inboxItem(page, undone).getByRole('button', { name: 'Staging', exact: true })).toBeEnabled();
    expect(posts).toHaveLength(6);
    await answerThroughApi(control, undoneJob);

    const ruled = `Rule acts topic:${topic} ask me`;
    await dispatchThroughApi(control, ruled);
    const ruledRow = byRules.getByRole('listitem').filter({ hasText: ruled });
    await expect(ruledRow.getByRole('status')).toHaveText(/^Sending in \d+ s$/);
    expect(posts).toHaveLength(6);
    await holdEnds();
    await expect(ruledRow.getByRole('status')).toHaveText('Sent: Staging');
    expect(posts).toHaveLength(7);
    await expect(inboxItem(page, ruled).getByRole('status')).toHaveText('Answered with Staging — now Done');
    await expect(
      page.getByText(/^Today: 7 answered · median wait .+ · 1 by rules · \d+ overdue now$/),
    ).toBeVisible();
    expect(posts).toHaveLength(7);
    if (test.info().project.name === 'flat')
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `reports/screenshots/judgment-inbox-${width}.png`, fullPage: true });
      }

    // Sign out removes the account's rules, answer history and quiet hours from this device.
    await goTo(page, 'Settings');
    await page.getByRole('checkbox', { name: 'Hold notifications during quiet hours' }).check();
    if (test.info().project.name === 'flat')
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `reports/screenshots/judgment-settings-${width}.png`, fullPage: true });
      }
    const stored = () => page.evaluate(() => Object.keys(window.localStorage).join('\n'));
    for (const name of ['answer-rules', 'answer-log', 'quiet-hours']) expect(await stored()).toContain(name);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Offline');
    for (const name of ['answer-rules', 'answer-log', 'quiet-hours'])
      expect(await stored()).not.toContain(name);
    await expect(rules.getByText(/^No rules yet/)).toBeVisible();
  });
});

test('"Changed since asked" tells of an artifact written after the question, with a link to it @wire', async ({
  page,
  control,
}) => {
  const title = `Changed topic:${unique()} ask me`;
  const job = await dispatchThroughApi(control, title);
  await openLive(page, '/inbox');
  const item = inboxItem(page, title);
  await expect(item.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  await expect(item.getByText('Changed since asked')).toBeHidden();
  await control.post(`sessions/${job.sessionId}/artifacts`);
  await expect(item.getByText('Changed since asked')).toBeVisible();
  await expect(item).toContainText('Changed since asked: 1 new artifact.');
  await expect(item.getByRole('link', { name: 'See what changed' })).toHaveAttribute(
    'href',
    `/chats/${job.sessionId}`,
  );
  // Answering stays possible: the person decides.
  await expect(item.getByRole('button', { name: 'Staging', exact: true })).toBeEnabled();
  await answerThroughApi(control, job);
});

test.describe('quiet hours', () => {
  test.use({ timezoneId: 'UTC' });
  test('hold a job’s notification until they end, then one notification sums up what waits', async ({
    page,
    context,
    control,
  }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await page.clock.install();
    const hhmm = (at: Date) => at.toISOString().slice(11, 16);
    const now = Date.now();
    await openLive(page, '/settings');
    const quiet = page.getByRole('region', { name: 'Quiet hours' });
    await quiet.getByRole('checkbox', { name: 'Hold notifications during quiet hours' }).check();
    await quiet.getByLabel('From').fill(hhmm(new Date(now - 60 * 60_000)));
    await quiet.getByLabel('Until').fill(hhmm(new Date(now + 30 * 60_000)));
    await expect(quiet.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ }).click();
    await page.getByRole('button', { name: 'Notify me when input is needed' }).click();
    await expect(page.getByRole('button', { name: 'Notifying when input is needed' })).toBeVisible();
    const title = `Quiet topic:${unique()} ask me`;
    const job = await dispatchThroughApi(control, title);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await expect(inboxItem(page, title)).toBeVisible();

    // Quiet hours end: one notification sums up what waits; the job's own one never came.
    await page.clock.fastForward(60 * 60_000);
    const shown = async () => (await shownNotifications(page)).join('\n');
    await expect.poll(shown).toMatch(/^Agent Console: \d+ jobs? needs? input(, \d+ overdue)?$/m);
    expect(await shown()).not.toContain(`A job needs your input: ${title}`);
    await answerThroughApi(control, job);
  });
});
