// Trust journeys, second round: a sign out holds for a tab brought back after it, and the app
// does not run inside another site's frame unless the host allows it.
import { expect, openLive, streamStatus, test } from './fixtures';
import type { Page } from '@playwright/test';

async function useKey(page: Page, key: string) {
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(key);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

test('a tab closed before a sign out elsewhere comes back signed out; signing in again works', async ({
  context,
}) => {
  const KEY = 'aws_demo_restore';
  const closed = await context.newPage();
  await useKey(closed, KEY);
  await openLive(closed, '/jobs');
  // What Ctrl+Shift+T brings back: the closed tab's sessionStorage, key included.
  const kept = await closed.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(kept).toContain(KEY);
  await closed.close();

  const other = await context.newPage();
  await useKey(other, KEY);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(streamStatus(other)).toHaveText('Offline');

  const restored = await context.newPage();
  await restored.addInitScript((entries) => {
    if (sessionStorage.length > 0) return; // only the first load is the restore
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, kept);
  const sentKey: string[] = [];
  restored.on('request', (request) => {
    if (request.headers().authorization?.includes(KEY)) sentKey.push(request.url());
  });
  await restored.goto('/jobs');
  await expect(streamStatus(restored)).toHaveText('Offline');
  expect(await restored.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(KEY);
  expect(sentKey).toEqual([]);

  await useKey(restored, KEY);
  await openLive(restored, '/jobs');
  await restored.reload();
  await expect(streamStatus(restored)).toHaveText('Live');
});

test('a sign out from a tab without the key holds for a closed tab brought back: it sends nothing with its key', async ({
  context,
}) => {
  const KEY = 'aws_demo_restore'; // the restore journeys' key: a sign out holds per browser, so they share it
  // Every request of the context that carries the closed tab's key, from any page, after it closed.
  let closedYet = false;
  const sentKey: string[] = [];
  context.on('request', (request) => {
    if (closedYet && request.headers().authorization?.includes(KEY)) sentKey.push(request.url());
  });
  const closed = await context.newPage();
  await useKey(closed, KEY); // for this tab only: not remembered
  await openLive(closed, '/jobs');
  const kept = await closed.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(kept).toContain(KEY);
  await closed.close();
  closedYet = true;

  // A tab with no key at all: a host that hands over no demo key, and nothing of the closed tab.
  const other = await context.newPage();
  await other.route('**/agent-console.json', (route) => route.fulfill({ status: 404 }));
  await other.goto('/settings');
  await expect(streamStatus(other)).toHaveText('Offline');
  await expect(other.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Signed out.' })).toBeVisible();

  const restored = await context.newPage();
  await restored.addInitScript((entries) => {
    if (sessionStorage.length > 0) return; // only the first load is the restore
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, kept);
  await restored.goto('/jobs');
  await expect(streamStatus(restored)).toHaveText('Offline');
  expect(await restored.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(KEY);
  // Signed out, it stays so: the host's demo key is not taken up either.
  await restored.reload();
  await expect(streamStatus(restored)).toHaveText('Offline');
  expect(sentKey).toEqual([]);

  // The key given again after the sign out, in a new tab, works.
  const fresh = await context.newPage();
  await useKey(fresh, KEY);
  await openLive(fresh, '/jobs');
});

test.describe('inside another site’s frame', () => {
  /** Frames the app from a page on another port, served by a host that sends no frame-ancestors. */
  async function frameApp(page: Page, baseURL: string, provided?: Record<string, unknown>) {
    const framer = `http://127.0.0.1:${Number(new URL(baseURL).port) + 9}`;
    await page.route(`${framer}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Another site</title><iframe title="Framed app" src="${baseURL}/jobs" width="900" height="600"></iframe>`,
      }),
    );
    await page.route(`${baseURL}/jobs`, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    if (provided)
      await page.route(`${baseURL}/agent-console.json`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), ...provided } });
      });
    const serviceCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) serviceCalls.push(request.url());
    });
    await page.goto(`${framer}/`);
    return { frame: page.frameLocator('iframe[title="Framed app"]'), serviceCalls };
  }

  test('the app says it runs only in its own tab, and reads nothing', async ({ page, baseURL }) => {
    const { frame, serviceCalls } = await frameApp(page, baseURL ?? '');
    await expect(
      frame.getByRole('heading', { name: 'Agent Console runs only in its own tab' }),
    ).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open Agent Console in a new tab' })).toHaveAttribute(
      'href',
      `${baseURL}/jobs`,
    );
    await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect(serviceCalls).toEqual([]);
  });

  test('a host that allows framing gets the app', async ({ page, baseURL }) => {
    const { frame } = await frameApp(page, baseURL ?? '', { allowFraming: true });
    await expect(frame.getByRole('region', { name: 'Jobs board' })).toBeVisible();
  });
});
