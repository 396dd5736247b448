// The outbox: a message written offline, or whose send got no answer, goes out by itself when the
// network is back, once, also after a reload, and from one tab only when two are open.
import type { Page, Request } from '@playwright/test';
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

/**
 * Follows the page's script requests; the returned wait resolves once the chat's code for writing
 * (fetched as a chat opens, with its imports) is in. Journeys run without the service worker that
 * precaches it, so a page cut off before it came could not write at all (the message box says so).
 */
function writingCodeIn(page: Page) {
  const asked: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    asked.push(request.url());
    pending.add(request);
  });
  const ended = (request: Request) => void pending.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () =>
    expect
      .poll(() => asked.some((url) => /\/chat-writes-[^/]*\.js$/.test(url)) && pending.size === 0)
      .toBe(true);
}

test('a message written offline goes out by itself when the network is back, and the agent replies', async ({
  page,
  context,
  control,
}) => {
  const codeIn = writingCodeIn(page);
  const chatId = await newChat(page);
  const text = `Offline message ${unique()}`;
  await codeIn();
  await context.setOffline(true);
  await send(page, text);
  await expect(waitingNote(page)).toBeVisible();
  await expect(conversation(page).getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(replyTo(page, text)).toBeVisible();
  await expect(waitingNote(page)).toHaveCount(0);
  expect(await timesHeld(control, chatId, text)).toBe(1);
});

test('a message whose writing code could not be loaded stays in the box, says so, and goes after a reload', async ({
  page,
  control,
}) => {
  // As a tab of an older version finds its files gone, or a network that drops as the chat opens.
  const writingCode = /\/assets\/chat-writes-[^/]*\.js$/;
  await page.route(writingCode, (route) => route.abort('internetdisconnected'));
  const chatId = await newChat(page);
  const text = `Kept in the box ${unique()}`;
  await send(page, text);
  await expect(page.getByRole('alert').filter({ hasText: 'Your message is still here' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(text);
  await page.unroute(writingCode);
  await page.reload();
  await expect(box).toHaveValue(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replyTo(page, text)).toBeVisible();
  await expect(box).toHaveValue('');
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
