// Chat journeys that need a real browser: a settled turn no longer shows "running" (the envelope
// dialect's settle names only the chat), and on a wide screen the chat fills the window without
// the page scrolling, with "Upload file" at the top of the side panel.
import { expect, openLive, test, unique } from './fixtures';
import { newChat, send, replyTo, working } from './chat-helpers';

test('after the agent’s turn the chat is not "running", in the header, the list and after a reload', async ({
  page,
}) => {
  // Neither the header nor the list shows a raw state: working is said in words, idle not at all.
  const id = await newChat(page);
  const text = `status ${unique()}`;
  await send(page, text);
  await expect(replyTo(page, text)).toBeVisible();
  await expect(working(page)).toHaveCount(0);
  const header = page.getByRole('region', { name: 'Chat' }).locator('header');
  await expect(header).not.toContainText('running');
  await expect(header).not.toContainText('Agent is working…');
  await page.reload();
  await expect(header.getByRole('heading')).toBeVisible();
  await expect(header).not.toContainText('running');
  await openLive(page, '/chats');
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/chats/${id}"]`) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('running');
  await expect(row).not.toContainText('Agent is working…');
});

test('wide screen: the chat fills the window without page scroll, Files above Artifacts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await newChat(page);
  // Six artifacts make the side panel far taller than the window.
  await send(page, `artifact html json code image ${unique()}`);
  await expect(
    page.getByRole('region', { name: 'Artifacts' }).getByRole('heading', { name: /Artifacts\s*\(6\)/ }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
  const composer = await page.getByRole('textbox', { name: 'Message' }).boundingBox();
  expect(composer && composer.y + composer.height).toBeGreaterThan(900 - 80); // the message box sits at the bottom
  await expect(page.getByLabel('Upload file')).toBeInViewport();
  const files = await page.getByRole('region', { name: 'Files' }).boundingBox();
  const artifacts = await page.getByRole('region', { name: 'Artifacts' }).boundingBox();
  expect(files && artifacts && files.y < artifacts.y).toBe(true);
});

test('wide screen: code blocks in a long conversation never stretch the page below the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await newChat(page);
  for (let i = 0; i < 4; i += 1) {
    await send(page, `show me markdown ${i}`);
    await expect(working(page)).toHaveCount(0);
  }
  await expect(
    page.getByRole('log', { name: 'Conversation' }).getByRole('button', { name: 'Copy', exact: true }),
  ).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
});
