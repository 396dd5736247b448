// JS and CSS per route, as a first visit loads them: a fresh browser context per route, every
// script and stylesheet response of the app's origin, each gzipped (level 9, as a static host
// would pre-compress) and summed.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { round } from '../stats.ts';

export interface RouteBytes {
  route: string;
  path: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  /** The largest files, gzipped KB each, so an over-budget route says where the bytes are. */
  largest: { file: string; gzipKb: number }[];
  budgetKb?: number;
  overBudget?: boolean;
}

export async function measureRouteBytes(
  browser: Browser,
  baseURL: string,
  route: string,
  path: string,
  budgetKb?: number,
): Promise<RouteBytes> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin !== new URL(baseURL).origin ||
      !/\.(m?js|css)$/.test(url.pathname) ||
      bodies.has(url.pathname)
    )
      return;
    bodies.set(
      url.pathname,
      response.body().catch(() => undefined),
    );
  });
  try {
    // Not "networkidle": the event stream is a request that never ends.
    await page.goto(path, { waitUntil: 'load' });
    await page
      .getByRole('status', { name: 'Event stream' })
      .filter({ hasText: 'Live' })
      .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_500); // lazy chunks the route asks for once it renders
    let raw = 0;
    let gzip = 0;
    const sizes: { file: string; gzipKb: number }[] = [];
    for (const [file, pending] of bodies) {
      const body = await pending;
      if (!body) continue;
      const zipped = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += zipped;
      sizes.push({ file: file.replace(/^\/assets\//, ''), gzipKb: round(zipped / 1024) ?? 0 });
    }
    const largest = sizes.sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 5);
    const gzipKb = round(gzip / 1024) ?? 0;
    return {
      route,
      path,
      files: bodies.size,
      rawKb: round(raw / 1024) ?? 0,
      gzipKb,
      largest,
      ...(budgetKb === undefined ? {} : { budgetKb, overBudget: gzipKb > budgetKb }),
    };
  } finally {
    await context.close();
  }
}
