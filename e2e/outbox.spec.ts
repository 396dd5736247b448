// The outbox: a message written offline, or whose send got no answer, goes out by itself when the
// network is back, once, also after a reload, and from one tab only when two are open.
import type { Page } from '@playwright/test';
import { conversation, newChat, replyTo, send } from './chat-helpers';
import { expect, test, unique, type Control } from './fixtures';

/** How many times the service holds `text` as a message of the person's in the chat. */
async function timesHeld(control: Control, chatId: string, text: string): Promise<number> {
  const { body } = await control.api('GET', `/v1/sessions/${chatId}/messages`);
  // The agent's reply quotes the text (escaped inside its own string); the person's message is the text.
  const quoted = new RegExp(`(?<!\\\\)"${text}"`, 'g');
  return JSON.stringify(body).match(quoted)?.length ?? 0;
}

const waitingNote = (page: Page) => conversation(page).getByText(/Waiting to send/);

test('a message written offline goes out by itself when the network is back, and the agent replies', async ({
  page,
  context,
  control,
}) => {
  const chatId = await newChat(page);
  const text = `Offline message ${unique()}`;
  await context.setOffline(true);
  await send(page, text);
  await expect(waitingNote(page)).toBeVisible();
  await expect(conversation(page).getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(replyTo(page, text)).toBeVisible();
  await expect(waitingNote(page)).toHaveCount(0);
  expect(await timesHeld(control, chatId, text)).toBe(1);
});

test(
  'a send that got no answer, then a reload: the message is there once, and the agent replies',
  { tag: '@wire' },
  async ({ page, control }) => {
    const chatId = await newChat(page);
    const text = `No answer ${unique()}`;
    // The request reaches the service; its answer never comes back.
    await page.route(`**/v1/sessions/${chatId}/messages`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      return route.abort('failed');
    });
    await send(page, text);
    await expect(waitingNote(page)).toBeVisible();
    await page.unroute(`**/v1/sessions/${chatId}/messages`);
    await page.reload();
    await expect(replyTo(page, text)).toBeVisible();
    await expect(
      conversation(page).getByRole('article', { name: /^You/ }).filter({ hasText: text }),
    ).toHaveCount(1);
    expect(await timesHeld(control, chatId, text)).toBe(1);
  },
);

test('two tabs back online: the message goes out from one of them, once', async ({ context, control }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const chatId = await newChat(first);
  await second.goto(first.url());
  await expect(conversation(second)).toBeVisible();
  const text = `Two tabs ${unique()}`;
  await context.setOffline(true);
  await send(first, text);
  // The other tab shows it too, waiting (the store is shared).
  await expect(waitingNote(second)).toBeVisible();
  await context.setOffline(false);
  for (const page of [first, second]) await expect(replyTo(page, text)).toBeVisible();
  expect(await timesHeld(control, chatId, text)).toBe(1);
});
