// One part of the bench run on its own (`npx tsx bench/<part>.ts [--skip-build]`): the app built
// unless `--skip-build`, one flat stack, the figures printed and written to reports/<part>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './browser.ts';
import { BENCH_DIST, buildForBench } from './build.ts';
import { SimClient } from './sim-client.ts';
import { startStack } from './stack.ts';

export async function runAlone(
  part: string,
  measure: (browser: Browser, appUrl: string, sim: SimClient) => Promise<unknown>,
): Promise<void> {
  if (!process.argv.includes('--skip-build')) buildForBench();
  const browser = await launchBrowser();
  const stack = await startStack({ dialect: 'flat', speed: 4, dist: BENCH_DIST });
  try {
    const figures = await measure(browser, stack.appUrl, new SimClient(stack.directUrl));
    console.log(JSON.stringify(figures, null, 2));
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/${part}.json`, `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
