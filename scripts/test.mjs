// `npm test`: every test, on a fresh clone too. Installs what is missing; runs the unit tests
// that time themselves, then builds the app; then runs the browser journeys in Chromium (every
// journey against the flat simulator dialect, the @wire ones against each dialect) while the other
// unit and simulator contract tests (vitest) and the checks (type check, lint, formatting, dead
// code with knip) take the CPU they leave; and ends with one line totalling every test run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkChromium, ensureDependencies, startDebianInstall } from './ensure-setup.mjs';

// Debian's packages come over the network while npm's do, and keep coming while the first unit
// tests and the build run: only the journeys need them.
const debian = startDebianInstall();
ensureDependencies();
mkdirSync('reports', { recursive: true });
for (const file of ['reports/unit-alone.json', 'reports/unit.json', 'reports/e2e.json'])
  rmSync(file, { force: true });

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(0);

/** Runs a step with its output on the terminal as it comes; resolves to whether it passed. */
const step = (label, command, args) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${label}`);
    const started = Date.now();
    spawn(command, args, { stdio: 'inherit' }).on('close', (status) => {
      console.log(`  ${label}: exit ${status} in ${seconds(started)} s`);
      resolve(status === 0);
    });
  });

/**
 * Runs a step with its output kept, to be printed whole by `report` once the steps on the terminal
 * are done; `niceness` lowers its CPU priority (0 to 19) where the system has `nice`.
 */
const quietStep = (label, command, args, niceness = 0) =>
  new Promise((resolve) => {
    const started = Date.now();
    const lowered = niceness > 0 && process.platform !== 'win32';
    const child = lowered ? spawn('nice', ['-n', String(niceness), command, ...args]) : spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const took = seconds(started);
      resolve({
        ok: status === 0,
        report: () => {
          console.log(`\n▶ ${label}\n${output.trimEnd()}`);
          console.log(`  ${label}: exit ${status} in ${took} s`);
        },
      });
    });
  });

/** Runs `{ name: [label, command, args] }` two at a time, in their order; resolves to `{ name: result }`. */
async function twoAtATime(steps, niceness) {
  const queue = Object.entries(steps);
  const results = {};
  const lane = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [name, [label, command, args]] = entry;
      results[name] = await quietStep(label, command, args, niceness);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

const vitest = (projects, report) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
];

// 1. The unit tests that run alone, on a quiet machine: the linear-time checks compare timings
//    (as ratios, but a busy machine still skews them), then the build, on every core.
const aloneOk = await step(
  'Unit tests that run alone: linear time, module mocks (vitest)',
  'npx',
  vitest(['alone'], 'reports/unit-alone.json'),
);
const build = await quietStep('Build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
build.report();
await debian;
checkChromium();

// 2. The journeys, and beside them, at a lower CPU priority, the other unit tests and then the
//    checks (type check, lint, formatting, dead code). The journeys leave some of the
//    machine idle while they wait on the page and the simulator; what runs beside them takes that
//    instead of a phase of its own. The unit tests (which time nothing, and whose limits catch a
//    hang, not slowness) at niceness 5, the checks at 19 (lint at 15 was measured too: no faster).
//    In the order they start; the failed-steps line names them in this order too.
const testing = quietStep(
  'Unit and simulator contract tests (vitest)',
  'npx',
  // Every project but `alone`: one added later runs here without being named.
  vitest(['!alone'], 'reports/unit.json'),
  5,
);
const checking = twoAtATime(
  {
    lint: ['Lint (ESLint)', 'npm', ['run', '--silent', 'lint']],
    'type check': ['Type check (TypeScript 7)', 'npm', ['run', '--silent', 'typecheck']],
    'format check': ['Format check (Prettier)', 'npm', ['run', '--silent', 'format:check']],
    knip: ['Dead code and dependencies (knip)', 'npm', ['run', '--silent', 'knip']],
  },
  19,
);
const buildOk = build.ok;
const e2eOk =
  buildOk && (await step('Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']));
const tested = await testing;
tested.report();
const checked = await checking;
for (const result of Object.values(checked)) result.report();
const unitOk = aloneOk && tested.ok;
const checks = {
  build: buildOk,
  ...Object.fromEntries(Object.entries(checked).map(([name, r]) => [name, r.ok])),
};

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}
// Each vitest run's report; one that is missing counts as a failure.
const units = ['reports/unit-alone.json', 'reports/unit.json'].map(readJson);
const e2e = readJson('reports/e2e.json');
const sum = (count) => units.reduce((total, unit) => total + (unit ? count(unit) : 0), 0);
const unitPassed = sum((unit) => unit.numPassedTests);
const unitFailed = sum((unit) => unit.numFailedTests) + units.filter((unit) => !unit).length;
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e ? e2e.stats.unexpected : buildOk ? 1 : 0;
const skipped = sum((unit) => unit.numPendingTests + unit.numTodoTests) + (e2e?.stats?.skipped ?? 0);
// A step that failed without failing a test (type errors, lint, a broken build) still fails the run.
const failedSteps = Object.entries(checks)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);
const stepFailures = failedSteps.length;

console.log(
  `\nunit: ${unitPassed} passed, ${unitFailed} failed · browser: ${e2ePassed} passed, ${e2eFailed} failed${e2e?.stats?.flaky ? ` (${e2e.stats.flaky} flaky, passed on retry)` : ''}${stepFailures ? ` · ${stepFailures} step(s) failed: ${failedSteps.join(', ')}` : ''}`,
);
const failed = unitFailed + e2eFailed + stepFailures;
const ok = unitOk && stepFailures === 0 && e2eOk && failed === 0;
console.log(`${unitPassed + e2ePassed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
