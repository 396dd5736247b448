// `npm test`: every test, on a fresh clone too. Installs what is missing, runs the unit and
// simulator contract tests (vitest), type-checks, lints, checks formatting and dead code (knip),
// builds the app, runs the browser journeys in Chromium (every journey against the flat simulator
// dialect, the @wire ones against each dialect), and ends with one line totalling every test run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkChromium, ensureDependencies, startDebianInstall } from './ensure-setup.mjs';

// Debian's packages come over the network while npm's do.
const debian = startDebianInstall();
ensureDependencies();
await debian;
checkChromium();
mkdirSync('reports', { recursive: true });
for (const file of ['reports/unit.json', 'reports/e2e.json']) rmSync(file, { force: true });

const step = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
};

// The checks that each use one core run two at a time (the machine the suite is sized for has
// two); each one's output is printed whole when it ends, so the log reads as if they ran in turn.
const quietStep = (label, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      console.log(`  ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(status === 0);
    });
  });

/** Runs `{ name: [label, command, args] }` two at a time, in their order; resolves to `{ name: ok }`. */
async function twoAtATime(steps) {
  const queue = Object.entries(steps);
  const results = {};
  const lane = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [name, [label, command, args]] = entry;
      results[name] = await quietStep(label, command, args);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

const unitOk = step('Unit and simulator contract tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/unit.json',
]);
// In the order they start; the failed-steps line names them in this order too.
const checks = await twoAtATime({
  lint: ['Lint (ESLint)', 'npm', ['run', '--silent', 'lint']],
  'type check': ['Type check (TypeScript 7)', 'npm', ['run', '--silent', 'typecheck']],
  build: ['Build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  'format check': ['Format check (Prettier)', 'npm', ['run', '--silent', 'format:check']],
  knip: ['Dead code and dependencies (knip)', 'npm', ['run', '--silent', 'knip']],
});
const buildOk = checks.build;
const e2eOk = buildOk && step('Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']);

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}
const unit = readJson('reports/unit.json');
const e2e = readJson('reports/e2e.json');
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit ? unit.numFailedTests : 1;
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e ? e2e.stats.unexpected : buildOk ? 1 : 0;
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
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
