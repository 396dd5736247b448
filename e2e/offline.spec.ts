// Installable and offline: the manifest names the app and its icons; once the service worker
// controls the page, the shell opens with the device offline, says Offline, and a chat draft
// typed before is still there. The worker never answers for the service (/v1), and requests to it
// never wait for the worker at all.
import type { Page } from '@playwright/test';
import { expect, openLive, test } from './fixtures';

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
  await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Offline');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);

  // Another screen of the app opens offline too: every navigation is answered with the shell.
  await page.goto('/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();

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
