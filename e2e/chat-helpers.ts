// Helpers for the chat journeys: start a chat through the UI and read its id from the address.
import type { Page } from '@playwright/test';
import { expect, openLive } from './fixtures';

export async function newChat(page: Page): Promise<string> {
  await openLive(page, '/chats');
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
  return page.url().split('/').at(-1) ?? '';
}

export async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
export const working = (page: Page) => page.getByRole('status', { name: 'Agent is working…' });

/** The demo agent's reply to `text` (it answers `You said: "…"`). */
export const replyTo = (page: Page, text: string) =>
  conversation(page)
    .getByRole('article', { name: /^Agent/ })
    .filter({ hasText: `You said: "${text}"` });
