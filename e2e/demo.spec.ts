// The demo account that `npm start` opens on (serve.ts --demo seeds the same story): a job waiting
// for an answer, one running, a failed one with its reason, a finished one, a chat with an artifact
// in two revisions, and the host's workflows listed on /workflows. It runs on a server of its own,
// because the shared test servers start empty.
import { startServer, type Dialect } from '../bench/stack';
import { expect, streamStatus, test } from './fixtures';

let server: Awaited<ReturnType<typeof startServer>> | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument as a pattern
test.beforeAll(async ({}, testInfo) => {
  const name = testInfo.project.name;
  const dialect: Dialect = name === 'envelope' || name === 'named' ? name : 'flat';
  server = await startServer({ dialect, args: ['--demo'] });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the demo account shows a job waiting for an answer, and tells the rest of the story', async ({
  page,
}, testInfo) => {
  const url = server?.url ?? '';
  await page.goto(`${url}/jobs`);
  await expect(streamStatus(page)).toHaveText('Live');
  const board = page.getByRole('region', { name: 'Jobs board' });
  const column = (name: string) => board.getByRole('region', { name, exact: true });
  await expect(
    column('Needs input').getByRole('link', { name: /^Deploy the new pricing page/ }),
  ).toBeVisible();
  await expect(column('Needs input').getByRole('button', { name: 'Answer' })).toBeVisible();
  await expect(column('Failed').getByRole('link', { name: /^Import last quarter’s invoices/ })).toBeVisible();
  await expect(column('Done').getByRole('link', { name: /^Write the Q3 launch report/ })).toBeVisible();
  await expect(board.getByRole('link', { name: /^Summarise last week’s support tickets/ })).toBeVisible();
  if (testInfo.project.name === 'flat') {
    // The README's pictures of the first run and of the command palette.
    await page.setViewportSize({ width: 1280, height: 760 });
    await page.screenshot({ path: 'reports/screenshots/demo.png' });
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox', { name: 'Search or run a command' }).fill('deploy');
    await expect(palette.getByRole('option', { name: /^Deploy the new pricing page/ })).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/palette.png' });
    await page.keyboard.press('Escape');
  }

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflows' }).click();
  await page.getByRole('link', { name: 'Q3 launch plan' }).click();
  // The host's name heads the editor, and the id stays in the heading (the contract's).
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Q3 launch plan');
  await expect(heading).toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // The waiting count leads the title on every screen (the demo has a job waiting).
  await expect(page).toHaveTitle(/^\(\d+\+?\) Q3 launch plan · Agent Console$/);
  await expect(page.getByText(/^Version \d+/)).toBeVisible();
  // Named by the host: the name heads it on one line even at 390 px, the id is behind Copy id.
  await expect(page.getByRole('button', { name: 'Copy id' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await heading.boundingBox())?.height ?? Infinity).toBeLessThan(lineHeight * 1.5);
  await page.setViewportSize({ width: 1280, height: 760 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chats' }).click();
  await page.getByRole('link', { name: /Release notes draft/ }).click();
  const artifacts = page.getByRole('region', { name: 'Artifacts' });
  await expect(artifacts.getByText('Version 2 of 2')).toBeVisible();
});
