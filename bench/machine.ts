// The machine a bench ran on, as results.json and the README table name it.
import { execFileSync } from 'node:child_process';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import { CHROMIUM_PATH } from '../scripts/chromium.mjs';
import type { BenchResults } from './results.ts';

export function describeMachine(): BenchResults['machine'] {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not found: reported as unknown
  }
  const cpu = cpus();
  const machine = {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    chromium,
  };
  return {
    ...machine,
    description: `${machine.cpus}-core ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, ${chromium}`,
  };
}
