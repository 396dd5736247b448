// The app as the bench measures it: a production build in a folder of the bench's own, so a
// measure never serves what `vite build` last left in dist/.
import { spawnSync } from 'node:child_process';

export const BENCH_DIST = '.cache/bench-dist';

/** Builds the app into `dist`; a failed build ends the process with the build's status. */
export function buildForBench(dist = BENCH_DIST): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
