// Two accounts of one service, and a tab that follows which one is signed in (a sign out, a change
// of key): the set-up of the tests of per-account storage, other tabs and sign out.
import { afterEach, beforeEach } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { followAccount } from '@/lib/storage/sign-out';

export const ACCOUNT_A = { baseUrl: 'https://svc.example', apiKey: 'key-A', remember: true };
export const ACCOUNT_B = { baseUrl: 'https://svc.example', apiKey: 'key-B', remember: false };

/** This tab saves these connection settings: it signs in with them, or signs out with an empty key. */
const signIn = (settings: typeof ACCOUNT_A) => useSettingsStore.getState().actions.save(settings);

/** Everything this origin stores, as one string to search. */
export const allStored = () =>
  JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });

/**
 * Before each test the tab follows the account and is signed in as A; after it, it stops. The
 * returned `signIn` signs the tab in with other settings, `stop` ends the following early, and
 * `follow` starts it again with its own `dropped`.
 */
export function followingAccountEachTest() {
  let stop = () => {};
  beforeEach(() => {
    stop = followAccount(() => undefined);
    signIn(ACCOUNT_A);
  });
  afterEach(() => stop());
  return {
    signIn,
    stop: () => stop(),
    follow: (dropped: () => void) => {
      stop = followAccount(dropped);
    },
  };
}
