// `npx tsx bench/csv-table.ts [--skip-build]`: the CSV table measures alone (bench/measure/
// csv-table.ts), in about a minute; written to reports/csv-table.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from './browser.ts';
import { measureCsvTable } from './measure/csv-table.ts';
import { SimClient } from './sim-client.ts';
import { startStack } from './stack.ts';

const DIST = '.cache/bench-dist';
if (!process.argv.includes('--skip-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const browser = await launchBrowser();
const stack = await startStack({ dialect: 'flat', speed: 4, dist: DIST });
try {
  const figures = await measureCsvTable(browser, stack.appUrl, new SimClient(stack.directUrl));
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/csv-table.json', `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await browser.close();
  await stack.stop();
}
