// Installable and offline: the manifest names the app and its icons; once the service worker
// controls the page, the shell opens with the device offline, says Offline, and a chat draft
// typed before is still there. The worker never answers for the service (/v1), and requests to it
// never wait for the worker at all.
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openLive, streamStatus, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The worker installs 5 s after load, at an idle moment, and then claims the page. */
async function untilWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test('the manifest makes the app installable', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest.name).toBe('Agent Console');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('the shell opens offline, says Offline, and keeps a draft', async ({ page, context, control }) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  const created = await control.api('POST', '/v1/sessions', {});
  const body = created.body as Record<string, unknown>;
  const session = (body.session ?? body.data ?? body) as Record<string, unknown>;
  const chatId = String(session.id);

  await openLive(page, `/chats/${chatId}`);
  const draft = `Offline draft ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(draft);
  await untilWorkerControls(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(streamStatus(page)).toHaveText('Offline');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);

  // Another screen of the app opens offline too: a navigation the network cannot answer gets the shell.
  await page.goto('/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();

  // A screen whose data cannot come says so at once: offline, a read is not tried again (three
  // more tries under "Loading…" took about 15 s); it is read again when the line is back.
  const tries: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) tries.push(request.url());
  });
  await page.goto('/jobs');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' }).first()).toBeVisible();
  // The board's list and the navigation's waiting jobs each read the list's first page once (each
  // tried again, they were 8 reads before the alert).
  const firstPages = tries.filter((url) => new URL(url).pathname === '/v1/jobs' && !new URL(url).search);
  expect(firstPages.length).toBeGreaterThan(0);
  expect(firstPages.length).toBeLessThanOrEqual(2);

  // The service is never served from the worker's caches.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => path.startsWith('/v1'))).toEqual([]);
  await context.setOffline(false);
});

test('requests to the service bypass the worker, the shell still comes from it', async ({ page }) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  await openLive(page, '/jobs');
  await untilWorkerControls(page);
  // A page the worker controls from its first request on.
  await openLive(page, '/jobs');
  await expect(page.getByRole('region', { name: 'Jobs board' })).toBeVisible();
  // Resource timing says where the worker's static router sent each request (Chromium 131+).
  const timings = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      viaWorker: (entry as PerformanceResourceTiming).workerStart > 0,
      routedTo: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
        .workerMatchedSourceType,
    })),
  );
  const service = timings.filter((timing) => timing.path.startsWith('/v1/'));
  expect(service.length).toBeGreaterThan(0);
  // Static routing (sw-routes.js): every read of the service goes straight to the network, never
  // waiting for the worker's fetch handler to decline it.
  expect(service.filter((timing) => timing.routedTo !== 'network')).toEqual([]);
  // The shell's own files still come through the worker (its precache).
  const assets = timings.filter((timing) => timing.path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((timing) => !timing.viaWorker || timing.routedTo === 'network')).toEqual([]);
});

// Before the worker has the app (a first visit: journeys here block it), a chunk that cannot be
// fetched must not take the screen with it.
test.describe('a chunk lost to a dropped line', () => {
  test.use({ serviceWorkers: 'block' });

  /** The chat's lazy parts: the markdown renderer, and highlight.js with its TypeScript grammar. */
  const CHAT_PARTS = /\/assets\/(markdown-view|core|typescript)-[^/]*\.js$/;

  test('a chat whose renderer never came shows its messages plainly, keeps the draft, and renders once online', async ({
    page,
    context,
    control,
  }) => {
    const created = await control.api('POST', '/v1/sessions', {});
    const body = created.body as Record<string, unknown>;
    const chatId = String(((body.session ?? body.data ?? body) as Record<string, unknown>).id);
    await control.api('POST', `/v1/sessions/${chatId}/messages`, { message: 'show me markdown' });

    // The line drops as the chat opens: its data arrives, its lazy parts do not.
    await page.route(CHAT_PARTS, (route) => route.abort('internetdisconnected'));
    await openLive(page, `/chats/${chatId}`);
    const reply = page
      .getByRole('log', { name: 'Conversation' })
      .getByRole('article', { name: /^Agent/ })
      .filter({ hasText: 'export const answer: number = 42;' });
    await expect(reply).toBeVisible();
    await context.setOffline(true);
    await expect(streamStatus(page)).toHaveText('Offline');
    await expect(reply).toContainText('```ts'); // plain text: the renderer is not here
    await expect(page.getByText(/could not be (shown|loaded)/)).toHaveCount(0);
    const draft = `Typed offline ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(draft);

    // Back online: the renderer and the highlighter come by themselves, with their styles.
    await page.unroute(CHAT_PARTS);
    await context.setOffline(false);
    const keyword = reply.locator('pre code .hljs-keyword').first();
    await expect(keyword).toBeVisible({ timeout: 20_000 });
    await expect(reply).not.toContainText('```ts');
    const [keywordColour, codeColour] = await keyword.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.closest('code') ?? element).color,
    ]);
    expect(keywordColour).not.toBe(codeColour); // highlight.css applies
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);
  });

  test('a screen whose code never came says so with Retry, and opens by itself once online', async ({
    page,
    context,
  }) => {
    await openLive(page, '/jobs');
    const draft = `Offline job ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByRole('textbox', { name: 'New job' }).fill(draft);
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Chats/ })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'New chat', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(alert).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ }).click();
    await expect(page.getByRole('textbox', { name: 'New job' })).toHaveValue(draft);
  });
});

test('every file of the build is in the worker’s precache', async ({ page }) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  const built = readdirSync(new URL('../dist/assets/', import.meta.url)).filter((name) =>
    /\.(js|css)$/.test(name),
  );
  await openLive(page, '/jobs');
  await untilWorkerControls(page);
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(built.length).toBeGreaterThan(10);
  expect(built.filter((name) => !cached.includes(`/assets/${name}`))).toEqual([]);
});
