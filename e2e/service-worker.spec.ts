// The service worker as a returning visitor meets it. Each journey runs the app through its own
// loopback proxy (its own origin, so its own worker), which can change what the host serves:
// a tighter Content-Security-Policy on the app's pages, or the documented kill switch as /sw.js.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../bench/fault-proxy.ts';
import { expect, openLive, streamStatus, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const KILL_SWITCH = readFileSync(new URL('../docs/service-worker-kill-switch.js', import.meta.url), 'utf8');
/** The tightened policy's connect-src: the app's own origin only. */
const TIGHT_CONNECT = "connect-src 'self'";

interface Host {
  proxy: FaultProxy;
  /** Pages carry a tighter CSP (connect-src to the app's own origin only). */
  tighten: boolean;
  /** /sw.js is the kill switch. */
  killSwitch: boolean;
}

/** A page of the app (not a file, not the service): what a navigation asks for. */
function isPage(req: IncomingMessage): boolean {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  return req.method === 'GET' && !/^\/(v1|__control|assets)\b/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

async function startHost(target: string): Promise<Host> {
  const host = { tighten: false, killSwitch: false } as Host;
  const local = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (host.killSwitch && req.url === '/sw.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      res.end(KILL_SWITCH);
      return true;
    }
    if (!host.tighten || !isPage(req)) return false;
    void fetch(`${target}${req.url ?? '/'}`, { headers: { 'Accept-Encoding': 'identity' } }).then(
      async (upstream) => {
        const csp = (upstream.headers.get('content-security-policy') ?? '').replace(
          /connect-src [^;]*/,
          TIGHT_CONNECT,
        );
        res.writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'text/html',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': csp,
        });
        res.end(await upstream.text());
      },
      () => res.writeHead(502).end(),
    );
    return true;
  };
  host.proxy = await startFaultProxy({ target, local });
  return host;
}

/** The worker installs 5 s after load, at an idle moment, and then claims the page. */
async function untilWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a returning visitor gets the host’s fresh page and headers, not the install-time copy', async ({
  page,
  baseURL,
}) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  const host = await startHost(baseURL ?? '');
  try {
    await openLive(page, `${host.proxy.url}/jobs`);
    await untilWorkerControls(page);

    // The host tightens its policy. The worker precached index.html with the old one.
    host.tighten = true;
    const response = await page.goto(`${host.proxy.url}/jobs`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()['content-security-policy']).toContain(TIGHT_CONNECT);
    await expect(streamStatus(page)).toHaveText('Live');
    // The page runs under the new policy: a connection the old one allowed is now refused.
    const violated = await page.evaluate(async () => {
      const seen = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        // Under the old policy no violation ever comes: give up waiting for it then.
        setTimeout(() => resolve('none'), 5_000);
      });
      void fetch('http://localhost:9/').catch(() => undefined);
      return seen;
    });
    expect(violated).toBe('connect-src');
  } finally {
    await host.proxy.close();
  }
});

test('offline, a navigation is still answered by the precached shell', async ({ page, context, baseURL }) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  const host = await startHost(baseURL ?? '');
  try {
    await openLive(page, `${host.proxy.url}/jobs`);
    await untilWorkerControls(page);
    await context.setOffline(true);
    // A screen never visited, and "/" itself: both from the precache, through network-first.
    for (const path of ['/workflows', '/']) {
      const response = await page.goto(`${host.proxy.url}${path}`);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await expect(streamStatus(page)).toHaveText('Offline');
  } finally {
    await context.setOffline(false);
    await host.proxy.close();
  }
});

test('the kill switch, served as /sw.js, removes the worker and its caches; the app runs from the network', async ({
  page,
  baseURL,
}) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  const host = await startHost(baseURL ?? '');
  try {
    await openLive(page, `${host.proxy.url}/jobs`);
    await untilWorkerControls(page);
    expect((await cacheNames(page)).some((name) => name.startsWith('agent-console-precache'))).toBe(true);

    host.killSwitch = true;
    // The browser checks /sw.js on every navigation; asking now is the same check, sooner.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 20_000,
      })
      .toBe(0);
    await expect.poll(() => cacheNames(page)).toEqual([]);

    await openLive(page, `${host.proxy.url}/jobs`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect(page.getByRole('region', { name: 'Jobs board' })).toBeVisible();
    // Every file came from the network, none through a worker.
    const viaWorker = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).workerStart > 0)
        .map((entry) => entry.name),
    );
    expect(viaWorker).toEqual([]);
  } finally {
    await host.proxy.close();
  }
});

test('sign out keeps the app’s own precache: the app still opens offline afterwards', async ({
  page,
  context,
}) => {
  test.slow(); // the worker installs 5 s after load, at an idle moment
  await openLive(page, '/settings');
  await untilWorkerControls(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out.' })).toBeVisible();
  // Sign out has finished wiping: the stream is down for good, and CacheStorage is as it leaves it.
  await expect(streamStatus(page)).toHaveText('Offline');
  const left = await cacheNames(page);
  expect(left.length).toBeGreaterThan(0);
  expect(left.every((name) => name.startsWith('agent-console-precache'))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'API key' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
