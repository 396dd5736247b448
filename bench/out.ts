// Where a bench run writes. Never a tracked file: results and the table go to reports/bench/,
// and bench/results.json (the figures the docs quote) is updated only by copying on purpose.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchResults } from './results.ts';

const REPORT_DIR = 'reports/bench';
export const RESULTS = `${REPORT_DIR}/results.json`;
export const SPEED_RESULTS = `${REPORT_DIR}/results-speed.json`;
export const TABLE = `${REPORT_DIR}/table.md`;
/** The last figures copied into the repository on purpose, for `--only` runs to merge into. */
const SNAPSHOT = 'bench/results.json';

export function writeReport(path: string, text: string) {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path, text);
}

export function lastResults(): BenchResults | undefined {
  const from = existsSync(RESULTS) ? RESULTS : existsSync(SNAPSHOT) ? SNAPSHOT : undefined;
  return from ? (JSON.parse(readFileSync(from, 'utf8')) as BenchResults) : undefined;
}
