// A build is deployed while the app is open: its worker installs and waits, the page says "A new
// version is ready", and only the person's Reload brings the new build in, with the draft kept.
// The app runs through its own loopback proxy (its own origin, so its own worker); "build B" is
// the same build's sw.js with a few bytes more, which answers a question about its build.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { startFaultProxy } from '../bench/fault-proxy.ts';
import { expect, openLive, test, unique } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const BUILD_B = `
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'WHICH_BUILD') event.source.postMessage({ build: 'B' });
});`;

/** The build of the worker that controls the page: build A's worker never answers. */
const controllingBuild = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.onmessage = (event: MessageEvent<{ build?: string }>) =>
          resolve(event.data.build ?? 'unknown');
        navigator.serviceWorker.controller?.postMessage({ type: 'WHICH_BUILD' });
        // Build A has no answer: give up waiting for one then (the poll asks again).
        setTimeout(() => resolve('A'), 1_000);
      }),
  );

test('a new build waits for Reload; Reload brings it in and the draft is still there', async ({
  page,
  baseURL,
}) => {
  test.slow(); // the worker installs after load, at an idle moment, then build B installs
  let deployed = false;
  const local = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!deployed || req.url !== '/sw.js') return false;
    void fetch(`${baseURL ?? ''}/sw.js`, { headers: { 'Accept-Encoding': 'identity' } }).then(
      async (upstream) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
        res.end(`${await upstream.text()}\n${BUILD_B}`);
      },
      () => res.writeHead(502).end(),
    );
    return true;
  };
  const proxy = await startFaultProxy({ target: baseURL ?? '', local });
  try {
    await openLive(page, `${proxy.url}/chats`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'New chat', exact: true }).click();
    const draft = `Typed before the update ${unique()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(draft);
    await page.evaluate(() => Object.assign(window, { stillBuildA: true }));

    // Build B is deployed; the person comes back to the tab, which asks for an update.
    deployed = true;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // The new worker waits: the page was not reloaded and build A still controls it.
    expect(await page.evaluate(() => 'stillBuildA' in window)).toBe(true);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    ).toBe(true);
    expect(await controllingBuild(page)).toBe('A');

    const reload = page.getByRole('button', { name: 'Reload', exact: true });
    await reload.focus();
    // Once build B controls the page, the page reloads.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.keyboard.press('Enter');
    await reloaded;
    expect(await page.evaluate(() => 'stillBuildA' in window)).toBe(false);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);
    await expect.poll(() => controllingBuild(page)).toBe('B');
    await expect(notice).toBeHidden();
  } finally {
    await proxy.close();
  }
});
