// The inbox against the simulator: triage by keyboard alone, "Answered elsewhere" when another
// client answers through the API, receipts, "No reply yet" (the clock moved by Playwright, not
// waited for), the empty state, and axe on the page and the shortcuts dialog. The demo account
// is shared with every other journey, so each test finds its own jobs by their titles.
import type { Page } from '@playwright/test';
import { OTHER_KEY, expect, expectNoAxeViolations, openLive, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem, needsYou } from './inbox-helpers';

/** Scrolls a row into view: rows read their question when they come near the screen. */
async function reveal(page: Page, title: string) {
  await expect(inboxItem(page, title)).toBeVisible();
  await inboxItem(page, title).scrollIntoViewIfNeeded();
}

/** Moves the selection with j/k until the item with `title` is selected. */
async function selectByKeyboard(page: Page, title: string) {
  const target = inboxItem(page, title);
  const selected = page.locator('[data-inbox-item][aria-current="true"]');
  for (let presses = 0; presses < 300; presses++) {
    if ((await target.getAttribute('aria-current')) === 'true') return;
    const before = await selected.getAttribute('data-inbox-item');
    const forward = await target.evaluate((element) => {
      const current = document.querySelector('[data-inbox-item][aria-current="true"]');
      return !current || Boolean(current.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    await page.keyboard.press(forward ? 'j' : 'k');
    await expect(selected).not.toHaveAttribute('data-inbox-item', before ?? '');
  }
  throw new Error(`could not select ${title} with j/k`);
}

test(
  'two waiting jobs are triaged by keyboard alone, each with its receipt',
  // Keyboard triage is the UI's: its answers and receipts go over the wire as the board's
  // (jobs.spec.ts, in every dialect). It runs in each deployment shape.
  { tag: '@deploy' },
  async ({ page, control }) => {
    const tag = unique();
    const first = `Pick the region, ask me first ${tag}`;
    const second = `Pick the bucket, ask me second ${tag}`;
    await dispatchThroughApi(control, first);
    await dispatchThroughApi(control, second);
    await openLive(page, '/inbox');
    await reveal(page, first);
    const inboxLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
    await expect(inboxLink).toHaveAccessibleName(/^Inbox \d+$/);
    // The question is rendered, its choices are buttons, and there is a free answer box.
    await expect(inboxItem(page, first).getByText('Which environment should I deploy to?')).toBeVisible();
    await expect(inboxItem(page, first).getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
    await expect(inboxItem(page, first)).toContainText(/waiting (under a minute|\d+ min)/);
    await reveal(page, second);
    await expect(
      inboxItem(page, second).getByRole('button', { name: 'Production', exact: true }),
    ).toBeVisible();
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v1\/sessions\/[^/]+\/messages$/.test(request.url()))
        answers.push(request.postData() ?? '');
    });

    await selectByKeyboard(page, first);
    await page.keyboard.press('2');
    await expect(inboxItem(page, first).getByRole('status')).toHaveText('Answered with Staging — now Done');
    // The selection moved on by itself.
    await expect(inboxItem(page, first)).not.toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-inbox-item][aria-current="true"]')).toHaveCount(1);

    await selectByKeyboard(page, second);
    await page.keyboard.press('1');
    await expect(inboxItem(page, second).getByRole('status')).toHaveText(
      'Answered with Production — now Done',
    );
    expect(answers).toEqual([
      JSON.stringify({ message: 'Staging' }),
      JSON.stringify({ message: 'Production' }),
    ]);

    // `o` opens the selected job; `?` shows every shortcut.
    const third = `Pick the queue, ask me third ${tag}`;
    const thirdJob = await dispatchThroughApi(control, third);
    await openLive(page, '/inbox');
    await reveal(page, third);
    await selectByKeyboard(page, third);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Every row offers a one-line free answer ("Type an answer…") with its Send (a click selects it).
    await inboxItem(page, third).getByText('Which environment should I deploy to?').click();
    await inboxItem(page, third).getByRole('textbox', { name: 'Answer' }).click();
    await expect(inboxItem(page, third).getByRole('textbox', { name: 'Answer' })).toBeFocused();
    await expect(inboxItem(page, third).getByRole('textbox', { name: 'Answer' })).toHaveAttribute(
      'placeholder',
      'Type an answer…',
    );
    await expect(inboxItem(page, third).getByRole('button', { name: 'Send answer' })).toBeVisible();
    // The selected row shows the whole question, without the numbered list its buttons repeat.
    await expect(inboxItem(page, third).getByText('Reply with a number or a name.')).toBeVisible();
    await expect(
      inboxItem(page, third)
        .getByRole('listitem')
        .filter({ hasText: /^Staging$/ }),
    ).toHaveCount(0);
    // Back on the row (out of the text box), where the keys work.
    await inboxItem(page, third).focus();
    await page.keyboard.press('o');
    await expect(page.getByRole('heading', { name: third, level: 1 })).toBeVisible();
    await answerThroughApi(control, thirdJob);
  },
);

test(
  'a job answered by another client shows "Answered elsewhere", its choices disabled',
  { tag: '@wire' },
  async ({ page, control }) => {
    const title = `Choose the cluster, ask me ${unique()}`;
    const job = await dispatchThroughApi(control, title);
    await openLive(page, '/inbox');
    await reveal(page, title);
    const production = inboxItem(page, title).getByRole('button', { name: 'Production', exact: true });
    await expect(production).toBeEnabled();
    await answerThroughApi(control, job);
    await expect(inboxItem(page, title).getByText('Answered elsewhere')).toBeVisible();
    await expect(production).toBeDisabled();
    // It looks it: drawn as a live button, a disabled choice reads as clickable.
    await expect(production).toHaveCSS('border-top-style', 'dashed');
    // It no longer says how long it has waited, beside the words that it is answered.
    await expect(inboxItem(page, title).getByText(/^waiting /)).toHaveCount(0);
    await expect(inboxItem(page, title).getByRole('alert')).toHaveCount(0);
  },
);

test('an answer nothing follows says "No reply yet" after 30 s and offers the chat', async ({
  page,
  control,
}) => {
  const title = `Name the release, ask me ${unique()}`;
  const job = await dispatchThroughApi(control, title);
  await page.clock.install();
  // The service takes the answer (202) but no turn follows: nothing reaches the simulator.
  await page.route(`**/v1/sessions/${job.sessionId}/messages`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 202, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await openLive(page, '/inbox');
  await reveal(page, title);
  await expect(inboxItem(page, title).getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  await inboxItem(page, title).getByText('Which environment should I deploy to?').click();
  await inboxItem(page, title).getByRole('textbox', { name: 'Answer' }).fill('Call it Aurora');
  await inboxItem(page, title).getByRole('button', { name: 'Send answer' }).click();
  await expect(inboxItem(page, title).getByRole('status')).toHaveText('Sent: Call it Aurora');
  await page.clock.fastForward('00:31');
  await expect(inboxItem(page, title).getByRole('status')).toContainText(
    'No reply yet — you sent Call it Aurora.',
  );
  await expect(inboxItem(page, title).getByRole('link', { name: 'Open chat' })).toHaveAttribute(
    'href',
    `/chats/${job.sessionId}`,
  );
  await answerThroughApi(control, job);
});

test('with nothing waiting the inbox says "Nothing needs you", and has no axe violations', async ({
  page,
  control,
}) => {
  // A job of the demo account waiting, made so at once (no agent turn to wait for).
  const {
    ids: [waitingId],
  } = (await control.post('jobs/bulk', { count: 1, state: 'ambiguous' })) as { ids: string[] };
  await openLive(page, '/settings');
  const inboxLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink).toHaveAccessibleName(/^Inbox \d+$/);
  // The second account of the simulator has no job waiting (the demo one is shared by all): the
  // count goes with the previous key at once, without leaving Settings.
  await page.getByRole('textbox', { name: 'API key' }).fill(OTHER_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(inboxLink).toHaveAccessibleName('Inbox');
  await control.post(`jobs/${waitingId}/state`, { state: 'done' });
  await inboxLink.click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByText('Nothing needs you')).toBeVisible();
  await expect(needsYou(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the inbox with waiting jobs has no axe violations, in light and dark', async ({ page, control }) => {
  const title = `Choose the colour, ask me ${unique()}`;
  const job = await dispatchThroughApi(control, title);
  await openLive(page, '/inbox');
  await reveal(page, title);
  await expect(inboxItem(page, title).getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  // At the top of the page: a control scrolled under the sticky header counts as an obscured
  // target for axe, whichever other journey's item happens to sit there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await answerThroughApi(control, job);
});

test('a job’s page copies its deep link', async ({ page, context, control }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Copy me, then finish ${unique()}`;
  const job = await dispatchThroughApi(control, title);
  await openLive(page, `/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/jobs/${job.id}`, page.url()).href);
});
