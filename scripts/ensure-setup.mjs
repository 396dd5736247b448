// Brings a fresh clone to a runnable state: installs npm dependencies when they are missing or
// older than the lock file (`npm ci`; `npm install` only without a lock file), and (for the browser
// tests) Debian's Chromium and its headless shell when they are absent.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL, journeyBrowserPath } from './chromium.mjs';
import { ciFailureMessage, installPlan } from './install-plan.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function tryRun(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const hasLock = existsSync('package-lock.json');
  const installed = existsSync(marker);
  const plan = installPlan({
    hasLock,
    installed,
    lockNewerThanInstall:
      hasLock && installed && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000,
  });
  if (plan === 'none') return;
  console.log('Installing dependencies…');
  if (plan === 'install') {
    run('npm', ['install', '--no-audit', '--no-fund']);
    return;
  }
  // npm's own error goes to the terminal as usual; it is also kept to tell an out-of-sync lock
  // (the person's to fix, with one command) from any other failure.
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  process.stderr.write(result.stderr ?? '');
  if (result.status === 0) return;
  console.error(`\n${ciFailureMessage(result.stderr ?? '', result.status)}`);
  process.exit(result.status || 1);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Debian's Chromium for the journeys: its headless shell, which they run in, and the full browser,
 * which the bench measures. A machine that has only the full browser, and cannot install the
 * shell, runs the journeys in the full browser (slower, the same results).
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return;
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
  const missing = [
    ['chromium-headless-shell', HEADLESS_SHELL],
    ['chromium', FULL_CHROMIUM],
  ]
    .filter(([, path]) => !existsSync(path))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (isRoot()) {
    console.log(`Installing ${missing.join(' and ')} from Debian (apt-get)…`);
    const ok =
      tryRun('apt-get', ['update', '-qq']) && tryRun('apt-get', ['install', '-y', '-qq', ...missing]);
    if (!ok) console.log(`Could not install ${missing.join(' and ')}.`);
  }
  const browser = journeyBrowserPath();
  try {
    execFileSync(browser, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(
      `The browser tests need Debian's Chromium, and ${browser} is not usable. Run:\n\n  sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
}

const WEB_SERVERS = [
  { binary: '/usr/sbin/nginx', apt: 'nginx-light' },
  { binary: '/usr/bin/caddy', apt: 'caddy' },
];

/**
 * Best effort: the hosting journey (e2e/hosting.spec.ts) serves the build through Debian's nginx
 * and Caddy, and skips, saying why, where they are missing. So a failure here never stops a run.
 */
export function ensureWebServers() {
  const missing = WEB_SERVERS.filter(({ binary }) => !existsSync(binary)).map(({ apt }) => apt);
  if (missing.length === 0) return;
  if (!isRoot()) {
    console.log(
      `The hosting journey will be skipped for ${missing.join(' and ')}. To run it:\n\n  sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    return;
  }
  console.log(`Installing ${missing.join(' and ')} from Debian (apt-get), for the hosting journey…`);
  const ok =
    tryRun('apt-get', ['update', '-qq']) &&
    tryRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  if (!ok) console.log(`Could not install ${missing.join(' and ')}: the hosting journey will be skipped.`);
}
