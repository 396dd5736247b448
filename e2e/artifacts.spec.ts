// Artifacts against the simulator (the @wire journeys in every dialect, the rest in flat): a
// revision arriving live, picking and deep-linking a revision, comparing two, downloading one;
// HTML sandboxed away from the page; JSON and code; images (SVG and PNG) drawn through <img>,
// never inline.
import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newChat, send, working } from './chat-helpers';

test(
  'an artifact and its next revision appear live, can be picked, deep-linked, compared and downloaded',
  { tag: '@wire' },
  async ({ page }) => {
    await newChat(page);
    const artifacts = page.getByRole('region', { name: 'Artifacts' });
    await send(page, 'please write an artifact');
    const report = artifacts.getByRole('article', { name: 'Report' });
    await expect(report.getByText('Version 1 of 1')).toBeVisible();
    await expect(report.getByText('First draft of the report.')).toBeVisible();
    await expect(working(page)).toHaveCount(0);

    await send(page, 'now revise it');
    await expect(report.getByText('Version 2 of 2')).toBeVisible();
    await expect(report.getByText('Revision 2: tightened the wording.')).toBeVisible();
    await expectNoAxeViolations(page);

    await report.getByRole('combobox', { name: 'Revision of Report' }).selectOption({ label: 'Version 1' });
    await expect(report.getByText('Version 1 of 2')).toBeVisible();
    await expect(report.getByText('First draft of the report.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]artifact=[^&]+&version=1$/);

    await page.reload();
    await expect(report.getByText('Version 1 of 2')).toBeVisible();
    await expect(report.getByText('First draft of the report.')).toBeVisible();

    await report.getByRole('button', { name: 'Compare versions' }).click();
    const changes = report.getByRole('region', { name: 'Changes in Report' });
    await expect(changes.getByText('removed: First draft of the report.')).toBeAttached();
    await expect(changes.getByText('added: Revision 2: tightened the wording.')).toBeAttached();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download Report version 1' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('report-v1.md');
    expect(await readFile(await download.path(), 'utf8')).toContain('First draft of the report.');
  },
);

test('an HTML artifact is sandboxed: its script cannot touch the parent page', async ({ page }) => {
  await newChat(page);
  await send(page, 'make an html page');
  const preview = page.getByRole('region', { name: 'Artifacts' }).getByRole('article', { name: 'Preview' });
  const frame = preview.locator('iframe[title="Artifact preview"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('iframe[title="Artifact preview"]').getByRole('heading', { name: 'Preview' }),
  ).toBeVisible();
  // The script tries `window.parent.document.title = "escaped"`; an opaque origin cannot.
  await expect(page).toHaveTitle(/· Agent Console$/);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('JSON artifacts show as a collapsible tree and code artifacts highlighted', async ({ page }) => {
  await newChat(page);
  const artifacts = page.getByRole('region', { name: 'Artifacts' });
  await send(page, 'some json');
  const data = artifacts.getByRole('article', { name: 'Data' });
  await expect(data.getByRole('list', { name: 'JSON tree' })).toContainText('region');
  await data.getByText('rows:').click();
  await expect(data.getByText('"eu"')).toBeHidden();
  await expect(working(page)).toHaveCount(0);
  await send(page, 'some code');
  const snippet = artifacts.getByRole('article', { name: 'snippet.ts' });
  await expect(snippet.locator('.hljs-keyword').first()).toHaveText('export');
  await expect(snippet.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('image artifacts show through <img>, an SVG never inline, and download decoded', async ({ page }) => {
  await newChat(page);
  const artifacts = page.getByRole('region', { name: 'Artifacts' });
  await send(page, 'draw an image');
  const diagram = artifacts.getByRole('article', { name: 'Diagram' });
  const svg = diagram.getByRole('img', { name: 'Diagram' });
  await expect(svg).toBeVisible();
  expect(await svg.evaluate((element) => element.tagName)).toBe('IMG');
  await expect(svg).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => svg.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(160);
  const png = artifacts.getByRole('article', { name: 'Thumbnail' }).getByRole('img', { name: 'Thumbnail' });
  await expect
    .poll(() => png.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(8);
  // An 8 × 8 picture is enlarged by whole pixels, so it is seen, not an 8 px speck.
  await expect.poll(async () => (await png.boundingBox())?.width).toBeGreaterThanOrEqual(96);
  // The SVG's own markup never enters the page, and its script and onload never ran.
  await expect(page.locator('svg title', { hasText: 'Diagram' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')))).toEqual([]);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await diagram.getByRole('button', { name: 'Download Diagram version 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('diagram-v1.svg');
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(saved).toContain('<title>Diagram</title>');
});
