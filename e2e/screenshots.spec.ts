// The README's pictures of each screen, taken by the test run against the simulator (flat
// dialect only), so they always show the app as it is. Each also checks the screen it shows.
// They are written to reports/screenshots/; copying them to docs/screenshots/ is a deliberate
// step (`cp reports/screenshots/*.png docs/screenshots/`), so a test run never rewrites the repo.
import { newChat, send, working } from './chat-helpers';
import { WORKFLOW_ID, expect, openLive, test } from './fixtures';

const SHOTS = 'reports/screenshots';

test.describe('README screenshots', () => {
  test.use({ viewport: { width: 1280, height: 760 } });

  test('jobs board and the answer panel', async ({ page }) => {
    await openLive(page, '/jobs');
    for (const message of [
      'Write the release notes',
      'Deploy the service, ask which environment',
      'Migrate the old database and fail',
      'Review the budget and hold',
    ]) {
      await page.getByRole('textbox', { name: 'New job' }).fill(message);
      await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'New job' })).toHaveValue('');
    }
    const board = page.getByRole('region', { name: 'Jobs board' });
    await expect(board.getByRole('region', { name: 'On hold' }).getByRole('link').first()).toBeVisible();
    await expect(
      board.getByRole('region', { name: 'Needs input' }).getByRole('button', { name: 'Answer' }).first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/jobs.png` });
    await board
      .getByRole('region', { name: 'Needs input' })
      .getByRole('button', { name: 'Answer' })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Staging' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/answer.png` });
  });

  test('the inbox, one job selected for keyboard triage', async ({ page }) => {
    await openLive(page, '/jobs');
    for (const message of [
      'Deploy the billing service, ask which environment',
      'Rotate the keys, ask first',
    ]) {
      await page.getByRole('textbox', { name: 'New job' }).fill(message);
      await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'New job' })).toHaveValue('');
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Inbox/ })
      .click();
    const list = page.getByRole('list', { name: 'Needs you' });
    const mine = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Deploy the billing service, ask which environment' }) })
      .last();
    await expect(mine.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
    // Select it by keyboard, as a person triaging would (other journeys' jobs may wait before it).
    for (let presses = 0; presses < 300; presses++) {
      if ((await mine.getAttribute('aria-current')) === 'true') break;
      const before = await page
        .locator('[aria-current="true"][data-inbox-item]')
        .getAttribute('data-inbox-item');
      await page.keyboard.press('j');
      await expect(page.locator('[aria-current="true"][data-inbox-item]')).not.toHaveAttribute(
        'data-inbox-item',
        before ?? '',
      );
    }
    await expect(mine).toHaveAttribute('aria-current', 'true');
    // The selected row shows the whole question, rendered as markdown, without the numbered list
    // its choice buttons repeat.
    await expect(mine.getByText('Reply with a number or a name.')).toBeVisible();
    await expect(
      mine.getByRole('listitem').filter({ hasText: 'Development', hasNot: page.getByRole('button') }),
    ).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/inbox.png` });
  });

  test('a chat with a markdown reply and an artifact', async ({ page }) => {
    await newChat(page);
    await send(page, 'Write an artifact');
    await expect(working(page)).toHaveCount(0);
    await send(page, 'Reply with markdown please');
    await expect(working(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Artifacts' })).toContainText('Version 1 of 1');
    await page.getByRole('textbox', { name: 'Message' }).fill('A draft, kept across reloads');
    await page.screenshot({ path: `${SHOTS}/chat.png` });
  });

  test('the workflow editor with a reviewed patch', async ({ page }) => {
    await openLive(page, `/workflows/${WORKFLOW_ID}`);
    await expect(page.getByText(/^Version \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page.getByRole('region', { name: 'Patch preview' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/workflow.png`, fullPage: true });
  });

  test('settings, in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openLive(page, '/settings');
    // The screen is its own chunk: wait for it, not for its loading placeholder.
    await expect(page.getByRole('form', { name: 'Connection settings' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/settings-dark.png` });
  });
});
