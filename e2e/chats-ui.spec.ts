// The Chats screen is built around titles, not ids: one "New chat" button leads, ids sit under
// "Open by id", rows show the last message, "Remove" can be undone; every screen shares one
// container; on a phone the small controls grow to a finger's size.
import { WORKFLOW_ID, expect, newJob, openLive, test, unique } from './fixtures';
import { newChat, replyTo, send, working } from './chat-helpers';

test('New chat leads; a row shows the chat’s last message and its working state in words', async ({
  page,
}) => {
  await openLive(page, '/chats');
  const newChatButton = page.getByRole('button', { name: 'New chat', exact: true });
  const chatId = page.getByRole('textbox', { name: 'Chat ID' });
  await expect(chatId).toBeVisible();
  // "New chat" comes before the ids: it is what a person starts with.
  const [button, field] = [await newChatButton.boundingBox(), await chatId.boundingBox()];
  expect(button && field && button.y < field.y).toBe(true);

  const id = await newChat(page);
  const text = `preview ${unique()}`;
  await send(page, text);
  await expect(replyTo(page, text)).toBeVisible();
  await expect(working(page)).toHaveCount(0);
  await openLive(page, '/chats');
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/chats/${id}"]`) });
  await expect(row).toContainText(`You said: "${text}"`);
  await expect(row).not.toContainText('idle');
  await expect(row).not.toContainText(id);
});

test('Remove takes a chat off the list and Undo puts it back', async ({ page }) => {
  const id = await newChat(page);
  await openLive(page, '/chats');
  const link = page.locator(`a[href="/chats/${id}"]`);
  await expect(link).toBeVisible();
  const title = (await link.textContent()) ?? '';
  await page.getByRole('button', { name: `Remove “${title}” from this list` }).click();
  await expect(link).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: `Removed “${title}”` });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(link).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('one layout: the reading screens (Inbox, Chats, Workflows, Settings, a job, a workflow) share a left edge and a width at 1440 px', async ({
  page,
  control,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const job = await newJob(control, `One layout ${unique()}`);
  const boxes = [];
  for (const path of [
    '/inbox',
    '/chats',
    '/workflows',
    '/settings',
    `/jobs/${job}`,
    `/workflows/${WORKFLOW_ID}`,
  ]) {
    await openLive(page, path);
    const box = await page.getByTestId('page-container').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box && heading).toBeTruthy();
    boxes.push({ path, x: box?.x, width: box?.width, headingX: heading?.x });
  }
  for (const box of boxes.slice(1)) {
    expect({ ...box, path: '' }).toEqual({ ...boxes[0], path: '' });
  }
  // One reading width (48rem), centred, with room on both sides at this width.
  expect(boxes[0]?.width).toBe(768);
  expect(boxes[0]?.x).toBe((1440 - 768) / 2);
});

test.describe('touch targets at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const atLeast44 = async (box: { width: number; height: number } | null, what: string) => {
    expect(box, what).not.toBeNull();
    expect(box?.width ?? 0, what).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0, what).toBeGreaterThanOrEqual(44);
  };

  test('theme toggle, Copy, Export chat, Remove, the workflow ✕ and the checkbox’s label', async ({
    page,
  }) => {
    const id = await newChat(page);
    await atLeast44(await page.getByRole('button', { name: /Change theme$/ }).boundingBox(), 'theme toggle');
    await atLeast44(await page.getByRole('button', { name: 'Copy chat ID' }).boundingBox(), 'Copy chat ID');
    await atLeast44(await page.getByRole('button', { name: 'Export chat' }).boundingBox(), 'Export chat');
    // The header cuts the id at its end, never inside a line break.
    const idText = page.getByText(`ID ${id}`, { exact: true });
    const idBox = await idText.boundingBox();
    expect(idBox && idBox.height < 24).toBe(true);

    await openLive(page, '/chats');
    await atLeast44(
      await page
        .getByRole('button', { name: /^Remove “/ })
        .first()
        .boundingBox(),
      'Remove',
    );

    await openLive(page, '/workflows');
    await page.getByRole('textbox', { name: 'Workflow ID' }).fill('33333333-3333-4333-8333-333333333333');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByText(/^Version \d+/)).toBeVisible();
    await openLive(page, '/workflows');
    await atLeast44(
      await page
        .getByRole('button', { name: /^Forget / })
        .first()
        .boundingBox(),
      'workflow ✕',
    );

    await openLive(page, '/settings');
    const remember = page.getByRole('checkbox', { name: 'Remember on this device' });
    await atLeast44(await page.locator('label').filter({ has: remember }).boundingBox(), 'checkbox label');
  });
});
