// Artifacts people look at while answering: a CSV as a table (sort, copy a cell, plain text, a
// download with its formulas escaped), a TSV, a PDF that is never drawn inside the page, and an
// image at full size with zoom. The CSV holds formulas and markup on purpose: they stay text, on
// screen and wherever they go.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newChat, send } from './chat-helpers';

const HYPERLINK = '=HYPERLINK("https://example.invalid","click")';

const artifactCard = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Artifacts' }).getByRole('article', { name: title });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const firstRowCell = (page: Page, name: string, column: number) =>
  page.getByRole('table', { name }).getByRole('row').nth(1).getByRole('cell').nth(column);

test(
  'a CSV artifact opens as a table: sorted, a cell copied, its plain text one click away',
  { tag: '@wire' },
  async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await newChat(page);
    await send(page, 'write a csv please');
    const card = artifactCard(page, 'Regions');
    const table = card.getByRole('table', { name: 'Regions' });
    await expect(table.getByRole('columnheader')).toHaveText(['region', 'total', 'owner', 'note']);
    await expect(card.getByText('6 rows · 4 columns')).toBeVisible();
    // Formulas and markup are text: shown as they are, run nowhere.
    await expect(table.getByRole('cell', { name: HYPERLINK })).toBeVisible();
    await expect(table.getByRole('cell', { name: '<img src=x onerror="window.__xssCsv=1">' })).toBeVisible();
    await expect(table.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')))).toEqual(
      [],
    );
    await expectNoAxeViolations(page);

    const total = table.getByRole('columnheader', { name: 'total' });
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowCell(page, 'Regions', 1)).toHaveText('-4');
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowCell(page, 'Regions', 1)).toHaveText('101');
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'none');
    await expect(firstRowCell(page, 'Regions', 0)).toHaveText('eu');

    // A formula copied is kept text for a spreadsheet; the pointer picks, then the button copies.
    await table.getByRole('cell', { name: HYPERLINK }).click();
    await card.getByRole('button', { name: 'Copy cell' }).click();
    await expect(card.getByRole('status')).toHaveText(
      "Copied, with a leading ' so a spreadsheet keeps it as text",
    );
    expect(await clipboard(page)).toBe(`'${HYPERLINK}`);
    // The keyboard: arrows move the current cell, Control+C copies it.
    await table.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+c');
    await expect(card.getByRole('status')).toHaveText('Copied');
    expect(await clipboard(page)).toBe('eu');

    await card.getByRole('button', { name: 'Plain text' }).click();
    await expect(card.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    await expect(table).toHaveCount(0);
    await expect(card.getByText('region,total,owner,note')).toBeVisible();
    await card.getByRole('button', { name: 'Plain text' }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(4);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Regions version 1' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('regions-v1.csv');
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved).toContain('"\'=HYPERLINK(""https://example.invalid"",""click"")"');
    expect(saved).toContain('"\'@SUM(1+1)"');
    expect(saved).toContain('"latam","-4"');
    expect(saved).not.toMatch(/(^|,)"?=HYPERLINK/m);
  },
);

test('a TSV artifact opens as a table too', async ({ page }) => {
  await newChat(page);
  await send(page, 'make a tsv');
  const card = artifactCard(page, 'Owners');
  const table = card.getByRole('table', { name: 'Owners' });
  await expect(table.getByRole('columnheader')).toHaveText(['name', 'team', 'since']);
  await expect(table.getByRole('row').nth(3).getByRole('cell')).toHaveText(['Chen', 'Security', '2024']);
  await table.getByRole('columnheader', { name: 'since' }).getByRole('button').click();
  await expect(firstRowCell(page, 'Owners', 0)).toHaveText('Bo');
});

test('a PDF artifact downloads and is never drawn inside the page', async ({ page }) => {
  await newChat(page);
  await send(page, 'send the pdf');
  const card = artifactCard(page, 'Invoice');
  await expect(card.getByText('A PDF is never opened inside this page')).toBeVisible();
  await expect(page.locator('embed, object, iframe')).toHaveCount(0);
  const opened = page.context().pages().length;
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Invoice version 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('invoice-v1.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(page.context().pages()).toHaveLength(opened);
  await expectNoAxeViolations(page);
});

test('an image opens at full size over the page and zooms by buttons and keys', async ({ page }) => {
  await newChat(page);
  await send(page, 'draw an image');
  const card = artifactCard(page, 'Diagram');
  await card.getByRole('button', { name: 'View Diagram at full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diagram' });
  const image = dialog.getByRole('img', { name: 'Diagram' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  const width = async () => (await image.boundingBox())?.width;
  await dialog.getByRole('button', { name: 'Actual size' }).click();
  await expect(dialog.getByRole('status')).toHaveText('100%');
  await expect.poll(width).toBe(160);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('status')).toHaveText('150%');
  await expect.poll(width).toBe(240);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(dialog.getByRole('status')).toHaveText('75%');
  await expect.poll(width).toBe(120);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'View Diagram at full size' })).toBeFocused();
});

test('a 50,000-row CSV draws only the rows in view, and its header stays in view as it scrolls', async ({
  page,
}) => {
  await newChat(page);
  await send(page, 'the ledger');
  const card = artifactCard(page, 'Ledger');
  await expect(card.getByText('50,000 rows · 6 columns')).toBeVisible({ timeout: 30_000 });
  const table = card.getByRole('table', { name: 'Ledger' });
  await expect(table).toHaveAttribute('aria-rowcount', '50001');
  expect(await table.getByRole('row').count()).toBeLessThan(60);
  await table.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(card.getByText('Row 21, id: 21')).toBeVisible();
  await table.evaluate((element) => element.scrollTo({ top: 800_000 }));
  await expect(table.getByRole('cell', { name: 'row 25001 of 50000' })).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'amount' });
  const [tableBox, headerBox] = [await table.boundingBox(), await header.boundingBox()];
  expect(Math.abs((headerBox?.y ?? -1) - (tableBox?.y ?? 0))).toBeLessThanOrEqual(2);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await table.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('0.01');
});
