import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUT_OF_SYNC_ADVICE, ciFailureMessage, installPlan } from './install-plan.mjs';

describe('installPlan', () => {
  it('uses npm ci whenever there is a lock file and dependencies are missing or older', () => {
    expect(installPlan({ hasLock: true, installed: false, lockNewerThanInstall: false })).toBe('ci');
    expect(installPlan({ hasLock: true, installed: true, lockNewerThanInstall: true })).toBe('ci');
  });
  it('uses npm install only without a lock file', () => {
    expect(installPlan({ hasLock: false, installed: false, lockNewerThanInstall: false })).toBe('install');
  });
  it('does nothing when the install is as new as the lock', () => {
    expect(installPlan({ hasLock: true, installed: true, lockNewerThanInstall: false })).toBe('none');
    expect(installPlan({ hasLock: false, installed: true, lockNewerThanInstall: false })).toBe('none');
  });
});

describe('ciFailureMessage', () => {
  it("names an out-of-sync lock file from npm's words", () => {
    const npm = [
      'npm error code EUSAGE',
      'npm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.',
      'npm error Missing: @rollup/rollup-darwin-arm64@4.68.7 from lock file',
    ].join('\n');
    expect(ciFailureMessage(npm, 1)).toBe(OUT_OF_SYNC_ADVICE);
    expect(ciFailureMessage("npm error Invalid: lock file's a@1.0.0 does not satisfy a@2.0.0", 1)).toBe(
      OUT_OF_SYNC_ADVICE,
    );
  });
  it('does not blame the lock for other failures', () => {
    expect(ciFailureMessage('npm error code ECONNRESET\nnpm error network aborted', 1)).toMatch(
      /^npm ci failed \(exit 1\)/,
    );
  });
});

// ensureDependencies in a scratch project with a stand-in `npm` on the PATH, which records its
// arguments and fails as npm does on an out-of-sync lock: nothing is installed.
describe('ensureDependencies with an out-of-sync lock', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with the advice and never falls back to npm install', () => {
    dir = mkdtempSync(join(tmpdir(), 'ensure-setup-'));
    writeFileSync(join(dir, 'package.json'), '{"name":"x"}');
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    const npm = join(dir, 'npm');
    writeFileSync(
      npm,
      `#!/bin/sh\necho "$@" >> "${join(dir, 'calls')}"\necho "npm error Missing: a@1.0.0 from lock file" >&2\nexit 1\n`,
    );
    chmodSync(npm, 0o755);
    const setup = resolve('scripts/ensure-setup.mjs');
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import(${JSON.stringify(setup)}).then((m) => m.ensureDependencies())`],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: `${dir}:${process.env.PATH ?? ''}` } },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(OUT_OF_SYNC_ADVICE);
    expect(readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')).toEqual(['ci --no-audit --no-fund']);
  });
});
