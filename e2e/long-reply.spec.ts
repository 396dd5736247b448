// A very long agent reply (the simulator's "essay": about 350 KB of markdown) is formatted piece by
// piece: its opening shows first, the page keeps taking input meanwhile, and in the end every part
// is there, formatted. (How long its tasks are is the bench's to measure, not a test's.)
import { expect, test } from './fixtures';
import { conversation, newChat, send } from './chat-helpers';

// Recording the trace of a page this large would take most of the test's time.
test.use({ trace: 'off' });

test('a very long reply shows its opening at once, keeps the page usable, and ends whole', async ({
  page,
  dialect,
}) => {
  test.skip(dialect !== 'flat', 'formatting a reply is the same in every dialect; one is enough');
  test.setTimeout(120_000);
  await newChat(page);
  await send(page, 'Write me an essay');
  const reply = conversation(page).getByRole('article', { name: /^Agent/ });
  await expect(reply.getByRole('heading', { name: 'Part 1', exact: true })).toBeVisible({ timeout: 30_000 });
  // While the rest is formatted, typing still lands in the composer.
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('still typing');
  await expect(composer).toHaveValue('still typing');
  await page.waitForFunction(() => !document.body.textContent.includes('Formatting a long text'), null, {
    timeout: 90_000,
  });
  await expect(reply.getByRole('heading', { name: 'Part 1500', exact: true })).toBeAttached();
  await expect(reply.locator('pre')).toHaveCount(1500);
});
