// Chromium for the bench: Debian's build with the flags the browser tests use (scripts/chromium.mjs).
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { instrumentPage, type Probe } from './instrument.ts';
import { round } from './stats.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * The browser's own pages that a window loads beside the one measured: the omnibox's popups are
 * WebUI pages now, and every new window (each fresh context, in a headless browser) loads them
 * from scratch, taking the CPU the app wants. On this 2-core machine they put the first card at
 * 1.7–2.3 s where it is 1.0–1.1 s without them (bench/HISTORY.md, 2026-11-29). A person opens the
 * app in a window whose omnibox is long loaded, so the bench leaves them out.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const FEATURES_OFF = '--disable-features=';
let launchArgs: Promise<string[]> | undefined;

/**
 * CHROMIUM_ARGS with the browser UI's features off. Chromium keeps only the last
 * `--disable-features`, so ours joins the list Playwright passes (read off the command line it
 * builds, once) rather than replacing it.
 */
function argsWithFeaturesOff(): Promise<string[]> {
  launchArgs ??= (async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const spawned = server.process().spawnargs;
    await server.close();
    const playwrights = spawned.filter((arg) => arg.startsWith(FEATURES_OFF));
    const off = [
      ...playwrights.flatMap((arg) => arg.slice(FEATURES_OFF.length).split(',')),
      ...BROWSER_UI_FEATURES,
    ];
    return [...CHROMIUM_ARGS, `${FEATURES_OFF}${[...new Set(off.filter(Boolean))].join(',')}`];
  })();
  return launchArgs;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: await argsWithFeaturesOff() });
}

/** A fresh context and page with the bench's probes in place. */
export async function instrumentedPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(…)`; functions
  // the bench hands to the page carry that call, so the page needs a do-nothing `__name`.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  await context.addInitScript(instrumentPage);
  return context.newPage();
}

/** The page's JavaScript heap in MiB, after a garbage collection. */
export async function usedHeapMb(page: Page): Promise<number | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return round(usedSize / 2 ** 20, 1);
}

/**
 * Waits until the app's service worker controls the page (it installs 5 s after the first load,
 * precaching about 80 built files, and then claims the page). That is a one-time cost per version
 * of the app, on the first visit only, and no baseline pays it: the figures that compare steady
 * work (event → screen, a burst, scrolling) start once it is done. A page that registers no worker
 * (a baseline) goes on at once. The first visit's own figures (first card, bytes, Lighthouse)
 * do not wait.
 */
export async function untilServiceWorkerSettled(page: Page, timeoutMs = 30_000) {
  if (new URL(page.url()).pathname.startsWith('/__bench')) return;
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: timeoutMs,
      polling: 100,
    });
  } catch {
    // Measuring anyway would mix the install into figures that say they leave it out.
    throw new Error(`The app's service worker did not take control within ${timeoutMs} ms.`);
  }
}

/** Waits for the app's "Event stream" status to read Live. */
export async function untilLive(page: Page, timeoutMs = 30_000) {
  await page
    .getByRole('status', { name: 'Event stream' })
    .filter({ hasText: 'Live' })
    .waitFor({ timeout: timeoutMs });
}

export function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __bench: Probe }).__bench;
    return {
      seen: { ...probe.seen },
      arrived: { ...probe.arrived },
      longtasks: [...probe.longtasks],
      liveAt: [...probe.liveAt],
      firstCardAt: probe.firstCardAt,
      firstAppCardAt: probe.firstAppCardAt,
    };
  });
}

export async function clearLongTasks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __bench: Probe }).__bench.longtasks.length = 0;
  });
}
