// A CPU profile of the board at scale (issue 37): `npm run bench:profile-scale -- --jobs 100000`.
// Seeds the jobs, loads the board, samples a window of the list's load (from `--from` jobs shown
// for `--window` ms), then single `job.state_changed` frames once the board is full; prints each
// profile's heaviest functions (self and total time) and writes the profiles to reports/bench/
// (open them in Chromium's DevTools). Build the app unminified first for readable names:
// `npx vite build --outDir .cache/profile-dist --minify false`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from '@playwright/test';
import { instrumentedPage, launchBrowser, untilLive } from './browser.ts';
import { allCardsAt } from './measure/pages.ts';
import { seedScale } from './measure/scale.ts';
import { SimClient } from './sim-client.ts';
import { startStack } from './stack.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    from: { type: 'string', default: '50000' },
    window: { type: 'string', default: '15000' },
    dist: { type: 'string', default: '.cache/profile-dist' },
  },
});
const total = Number(values.jobs);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The heaviest functions of a profile: self time, and total time (each function once per stack). */
function summarise(name: string, profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const file = node.callFrame.url.split('/').at(-1) ?? '';
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const [index, sample] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(sample);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = sample; at !== undefined; at = parent.get(at)) {
      const here = byId.get(at);
      if (!here) break;
      const key = label(here);
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
  }
  const show = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(7)} ms  ${key}`)
      .join('\n');
  const wall = (profile.endTime - profile.startTime) / 1000;
  console.log(
    `\n== ${name}: ${wall.toFixed(0)} ms sampled\n-- self\n${show(self)}\n-- total\n${show(totals)}`,
  );
  mkdirSync('reports/bench', { recursive: true });
  writeFileSync(`reports/bench/${name}.cpuprofile`, JSON.stringify(profile));
}

async function profiled(cdp: CDPSession, name: string, during: () => Promise<void>) {
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await during();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  summarise(name, profile);
}

const cardsShown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-label="Jobs board"] ul')].reduce(
      (sum, list) => sum + Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
      0,
    ),
  );

const browser = await launchBrowser();
const stack = await startStack({ dialect: 'envelope', speed: 4, dist: values.dist });
try {
  const sim = new SimClient(stack.directUrl);
  const ids = await seedScale(sim, total);
  await sim.control('job-order', { by: 'updated' });
  const page = await instrumentedPage(browser, stack.appUrl);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await page.goto('/jobs');
  const from = Math.min(Number(values.from), total - 2000);
  await page.waitForFunction(
    (at) =>
      [...document.querySelectorAll('[aria-label="Jobs board"] ul')].reduce(
        (sum, list) => sum + Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
        0,
      ) >= at,
    from,
    { timeout: 900_000, polling: 500 },
  );
  const shownAt = await cardsShown(page);
  await profiled(cdp, `scale-load-${total}`, () => page.waitForTimeout(Number(values.window)));
  console.log(`load window: ${shownAt} → ${await cardsShown(page)} jobs shown`);
  await allCardsAt(page, ids.length);
  await untilLive(page, 120_000);
  await page.waitForTimeout(2000);
  const columns = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-label="Jobs board"] ul')].map((list) =>
        Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
      ),
    );
  for (const [run, id] of ids.slice(40, 43).entries()) {
    const before = await columns();
    await profiled(cdp, `scale-event-${total}-${run}`, async () => {
      const start = Date.now();
      await sim.control(`jobs/${id}/state`, { state: 'failed' });
      await page.waitForFunction(
        (sizes) =>
          [...document.querySelectorAll('[aria-label="Jobs board"] ul')]
            .map((list) => Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0))
            .some((size, index) => size === (sizes[index] ?? 0) - 1),
        before,
        { polling: 'raf', timeout: 60_000 },
      );
      console.log(`event ${run} to screen: ${Date.now() - start} ms`);
      await page.waitForTimeout(300);
    });
  }
} finally {
  await stack.stop();
  await browser.close();
}
