// Chromium for the bench: Debian's build with the flags the browser tests use (scripts/chromium.ts).
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { instrumentPage, type Probe } from './instrument.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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

export function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __bench: Probe }).__bench;
    return {
      seen: { ...probe.seen },
      arrived: { ...probe.arrived },
      longtasks: [...probe.longtasks],
      liveAt: [...probe.liveAt],
      firstCardAt: probe.firstCardAt,
    };
  });
}

export async function clearLongTasks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __bench: Probe }).__bench.longtasks.length = 0;
  });
}
