// The README's pictures of each screen, taken by the test run against the simulator (flat
// dialect only), so they always show the app as it is. Each also checks the screen it shows.
import { newChat, send, working } from './chat-helpers';
import { WORKFLOW_ID, expect, openLive, test } from './fixtures';

const SHOTS = 'docs/screenshots';

test.describe('README screenshots', () => {
  test.skip(({ dialect }) => dialect !== 'flat', 'one set of pictures is enough');
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
      await page.getByRole('button', { name: 'Dispatch' }).click();
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
    await page.screenshot({ path: `${SHOTS}/settings-dark.png` });
  });
});
