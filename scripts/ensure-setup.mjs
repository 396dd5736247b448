// Brings a fresh clone to a runnable state: installs npm dependencies when they are missing or
// older than the lock file, and (for the browser tests) Debian's Chromium when it is absent.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

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
  const stale =
    !existsSync(marker) ||
    (existsSync('package-lock.json') &&
      statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies…');
  // `npm ci` refuses a lock file whose optional platform packages (rollup's, oxc's) a registry
  // mirror did not list; `npm install` then installs the same locked versions.
  if (existsSync('package-lock.json') && tryRun('npm', ['ci', '--no-audit', '--no-fund'])) return;
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error("The browser tests need Debian's Chromium. Run:\n\n  sudo apt-get install -y chromium\n");
    process.exit(1);
  }
  console.log('Installing Chromium from Debian (apt-get)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  try {
    execFileSync(chromiumPath(), ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(`Chromium is still not usable at ${chromiumPath()}.`);
    process.exit(1);
  }
}
