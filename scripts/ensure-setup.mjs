// Brings a fresh clone to a runnable state: installs npm dependencies when they are missing or
// older than the lock file (`npm ci`; `npm install` only without a lock file), and for the browser
// tests Debian's Chromium, its headless shell and the hosting journey's web servers when absent.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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

/** Debian's packages the journeys use: the browsers, and the web servers of the hosting journey. */
const BROWSERS = [
  // The journeys' browser, and the full one (the bench's, and theirs where the shell is missing).
  { binary: HEADLESS_SHELL, apt: 'chromium-headless-shell' },
  { binary: FULL_CHROMIUM, apt: 'chromium' },
];
const WEB_SERVERS = [
  { binary: '/usr/sbin/nginx', apt: 'nginx-light' },
  { binary: '/usr/bin/caddy', apt: 'caddy' },
];
const missing = (packages) => packages.filter(({ binary }) => !existsSync(binary)).map(({ apt }) => apt);

/**
 * Installs the Debian packages the journeys use and this machine lacks, with apt-get, in the
 * background: it runs beside `npm ci`, both mostly downloads, and resolves when it is done. As
 * another user than root it prints the command to run instead. The browsers are checked after
 * (checkChromium); the web servers are best effort, since the hosting journey skips, saying why,
 * where they are missing.
 */
export function startDebianInstall() {
  const browsers = process.env.CHROMIUM_PATH ? [] : missing(BROWSERS);
  const servers = missing(WEB_SERVERS);
  const all = [...browsers, ...servers];
  if (all.length === 0) return Promise.resolve();
  if (!isRoot()) {
    console.log(`To run every journey, install from Debian:\n\n  sudo apt-get install -y ${all.join(' ')}\n`);
    return Promise.resolve();
  }
  console.log(`Installing ${all.join(', ')} from Debian (apt-get), beside npm…`);
  const script = [
    'apt-get update -qq',
    browsers.length > 0 && `apt-get install -y -qq ${browsers.join(' ')}`,
    servers.length > 0 && `apt-get install -y -qq --no-install-recommends ${servers.join(' ')}`,
  ]
    .filter(Boolean)
    .join('; ');
  return new Promise((resolve) => spawn('sh', ['-c', script], { stdio: 'inherit' }).on('close', resolve));
}

/** Stops the run, saying what to install, unless the journeys' browser runs. */
export function checkChromium() {
  const browser = journeyBrowserPath();
  try {
    execFileSync(browser, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(
      `The browser tests need Debian's Chromium, and ${browser} is not usable. Run:\n\n  sudo apt-get install -y chromium-headless-shell chromium\n`,
    );
    process.exit(1);
  }
}
