// Files against the simulator (the @wire journeys in every dialect, the rest in flat): a 20 MB
// upload with a named progress bar that downloads byte for byte identical and stays listed after
// a reload; several at once; Cancel; a failed upload says why and Retry finishes it; files
// dropped on or pasted into the chat.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { conversation, newChat } from './chat-helpers';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const files = (page: Page) => page.getByRole('region', { name: 'Files' });

/** Slows uploads down so the progress bar can be seen; loopback is otherwise instant. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test(
  'a 20 MB upload shows progress, downloads byte for byte identical, and stays listed after a reload',
  { tag: '@wire' },
  async ({ page }, testInfo) => {
    await newChat(page);
    // From disk, as a person would pick it: the browser streams it (no 20 MB through the test wire).
    const bytes = randomBytes(20 * 1024 * 1024);
    const path = testInfo.outputPath('big-20mb.bin');
    await writeFile(path, bytes);
    const unthrottle = await throttleUploads(page, 16 * 1024 * 1024);
    await files(page).getByLabel('Upload file').setInputFiles(path);
    const bar = files(page).getByRole('progressbar', { name: 'big-20mb.bin' });
    await expect(bar).toBeVisible();
    const link = files(page).getByRole('link', { name: 'Download big-20mb.bin' });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveCount(0);
    await unthrottle();

    await page.reload();
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('big-20mb.bin');
    expect(sha(await readFile(await download.path()))).toBe(sha(bytes));
  },
);

test('several files upload at once; an upload can be cancelled', async ({ page }) => {
  await newChat(page);
  await files(page)
    .getByLabel('Upload file')
    .setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
      { name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
    ]);
  await expect(files(page).getByRole('link', { name: 'Download notes.txt' })).toBeVisible();
  await expect(files(page).getByRole('link', { name: 'Download data.csv' })).toBeVisible();

  await throttleUploads(page, 256 * 1024);
  await files(page)
    .getByLabel('Upload file')
    .setInputFiles({
      name: 'slow.bin',
      mimeType: 'application/octet-stream',
      buffer: randomBytes(4 * 1024 * 1024),
    });
  await expect(files(page).getByRole('progressbar', { name: 'slow.bin' })).toBeVisible();
  await files(page).getByRole('button', { name: 'Cancel upload of slow.bin' }).click();
  await expect(files(page).getByRole('progressbar', { name: 'slow.bin' })).toHaveCount(0);
  await expect(files(page).getByRole('link', { name: 'Download slow.bin' })).toHaveCount(0);
});

test('a failed upload says why and Retry finishes it', async ({ page }) => {
  await newChat(page);
  await page.route(
    '**/v1/files',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Storage is busy' }),
      }),
    { times: 1 },
  );
  await files(page)
    .getByLabel('Upload file')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 tiny') });
  const failure = files(page).getByRole('alert').filter({ hasText: 'report.pdf' });
  await expect(failure).toContainText('Storage is busy');
  await expectNoAxeViolations(page);
  await failure.getByRole('button', { name: 'Retry upload of report.pdf' }).click();
  await expect(files(page).getByRole('link', { name: 'Download report.pdf' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('files dropped on the chat or pasted into it upload, and download as they were', async ({ page }) => {
  await newChat(page);
  const dropped = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['dropped, first'], 'dropped-1.txt', { type: 'text/plain' }));
    data.items.add(new File(['dropped, second'], 'dropped-2.csv', { type: 'text/csv' }));
    return data;
  });
  await conversation(page).dispatchEvent('dragenter', { dataTransfer: dropped });
  await conversation(page).dispatchEvent('dragover', { dataTransfer: dropped });
  const hint = page.getByText('Drop files to upload them to this chat');
  await expect(hint).toBeVisible();
  await conversation(page).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(hint).toHaveCount(0);
  await expect(files(page).getByRole('link', { name: 'Download dropped-1.txt' })).toBeVisible();
  await expect(files(page).getByRole('link', { name: 'Download dropped-2.csv' })).toBeVisible();

  // A paste that carries files uploads them and leaves the message box as it was.
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('draft stays');
  await message.evaluate((box) => {
    const data = new DataTransfer();
    data.items.add(new File(['pasted bytes'], 'pasted.png', { type: 'image/png' }));
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  const pasted = files(page).getByRole('link', { name: 'Download pasted.png' });
  await expect(pasted).toBeVisible();
  await expect(message).toHaveValue('draft stays');

  const downloading = page.waitForEvent('download');
  await pasted.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pasted.png');
  expect(await readFile(await download.path(), 'utf8')).toBe('pasted bytes');
});
