// What set-up does about npm dependencies, kept apart from the doing so it can be tested without
// installing anything. With a lock file it is always `npm ci`: the lock is the truth, and a lock
// out of step with package.json is a mistake to report, never papered over by `npm install`.

/**
 * @param {{ hasLock: boolean, installed: boolean, lockNewerThanInstall: boolean }} state
 * @returns {'none' | 'ci' | 'install'}
 */
export function installPlan({ hasLock, installed, lockNewerThanInstall }) {
  if (installed && !(hasLock && lockNewerThanInstall)) return 'none';
  return hasLock ? 'ci' : 'install';
}

// npm's words when `npm ci` meets a lock that does not match package.json ("… can only install
// packages when your package.json and package-lock.json … are in sync", "Missing: x@1 from lock
// file", "Invalid: lock file's x@1 does not satisfy x@2").
const OUT_OF_SYNC = /are in sync|from lock file|Invalid: lock file's/i;

export const OUT_OF_SYNC_ADVICE =
  'package-lock.json is out of sync with package.json: run `npm install` and commit the lock file.';

/**
 * The line set-up prints when `npm ci` failed, from what npm wrote to stderr.
 * @param {string} npmStderr
 * @param {number | null} status
 */
export function ciFailureMessage(npmStderr, status) {
  if (OUT_OF_SYNC.test(npmStderr)) return OUT_OF_SYNC_ADVICE;
  return `npm ci failed (exit ${status ?? 'by a signal'}); see npm's output above.`;
}
