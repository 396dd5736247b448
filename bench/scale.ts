// `npm run bench:scale`: the job list at 1,000, 5,001, 10,000 and 100,000 jobs
// (bench/measure/scale.ts), in one run on one stack, each figure beside its baseline: the 10,000-job
// heap and the 1,000-job event-to-screen p95 (the issue's), the 5,001-job figure for load, and the
// newest-created-first list (every page re-read) for the re-read after a cut. Builds the app into
// the bench's folder unless `--skip-build`; writes reports/bench/scale.json. `--attribute` names the
// longest task's most sampled functions (an unminified build, V8's samples in the trace).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchBrowser } from './browser.ts';
import { describeMachine } from './machine.ts';
import { measureScale, seedScale } from './measure/scale.ts';
import { SimClient } from './sim-client.ts';
import { ratio } from './stats.ts';
import { startStack } from './stack.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    large: { type: 'string', default: '100000' },
    /** Only these sizes, e.g. `--sizes 1000,10000,100000` (the ratios need 1,000 and 10,000). */
    sizes: { type: 'string' },
    /** Names the longest task's functions: an unminified build, and V8's samples in the trace. */
    attribute: { type: 'boolean', default: false },
  },
});
const attribute = values.attribute === true;
const DIST = attribute ? '.cache/profile-dist' : '.cache/bench-dist';
const SIZES = values.sizes?.split(',').map(Number) ?? [1_000, 5_001, 10_000, Number(values.large)];

if (!values['skip-build']) {
  const minify = attribute ? ['--minify', 'false'] : [];
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn', ...minify],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const browser = await launchBrowser();
const stack = await startStack({ dialect: 'envelope', speed: 4, dist: DIST });
const results: ({ jobs: number; order: string } & Awaited<ReturnType<typeof measureScale>>)[] = [];
try {
  const sim = new SimClient(stack.directUrl);
  for (const jobs of SIZES) {
    const ids = await seedScale(sim, jobs);
    // The baseline of the re-read, newest created first (every page read again), at 5,001 only:
    // at 100,000 it is a full read, as long as the load measured just before.
    const orders = jobs === 5_001 ? (['updated', 'created'] as const) : (['updated'] as const);
    for (const [run, order] of orders.entries()) {
      const changed = [10, 20, 30].map((at) => ids[at + run] ?? '');
      // Thirty, so that the p95 is not simply the slowest of a few (a garbage collection in one).
      const moved = ids.slice(40 + run * 30, 70 + run * 30);
      const figures = await measureScale({ ...stack, browser, ids, order, changed, moved, attribute });
      console.log(`${jobs} jobs, newest ${order} first:`, figures);
      results.push({ jobs, order, ...figures });
    }
  }
} finally {
  await stack.stop();
  await browser.close();
}
mkdirSync('reports/bench', { recursive: true });
const out = { date: new Date().toISOString(), machine: describeMachine(), results };
writeFileSync('reports/bench/scale.json', `${JSON.stringify(out, null, 2)}\n`);
console.log('wrote reports/bench/scale.json');
// The ratios: heap at 100,000 ÷ at 10,000 (≤ 2.5), event to screen at 100,000 ÷ at 1,000 (≤ 2).
const at = (jobs: number) => results.find((row) => row.jobs === jobs);
const heapOf = (jobs: number) => at(jobs)?.load.heapMb;
const eventOf = (jobs: number) => at(jobs)?.events.eventToScreenP95Ms;
const large = Math.max(...SIZES);
console.log(
  `heap ${large} ÷ 10,000 jobs: ${ratio(heapOf(large), heapOf(10_000))}×; event to screen p95 ${large} ÷ 1,000 jobs: ${ratio(eventOf(large), eventOf(1_000))}×`,
);
