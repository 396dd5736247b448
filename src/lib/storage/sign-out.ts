// Sign out and account changes: sign out removes the account's data from every storage of this
// device, in this tab and every other open one; a different key in settings loads that account's
// data and never shows the previous one's.
import { useSettingsStore } from './connection-settings';
import { currentAccount, PREFIX, resetStores } from './account-storage';
import { deleteAccountCaches } from './app-caches';
import { forgetNotedServices, readServices, serviceOf, writeServices } from './services-note';
import { local } from './safe-storage';
import { runSignOutHooks } from './sign-out-hooks';
import { followAccountChanges, listenForSignOut, postToOtherTabs, SIGN_OUT_SIGNAL } from './sign-out-inbox';
import { nextStamp, writeTombstone } from './sign-out-tombstone';

/** Names stores used before storage was keyed by account: adopted by the first account, wiped on sign out. */
const LEGACY_NAMES = [
  'drafts',
  'known-chats',
  'outgoing',
  'uploads',
  'workflow-drafts',
  'recent-workflows',
  'job-transitions',
];

interface SignOutMessage {
  kind: 'sign-out';
  /** The Base URL signed out of (serviceOf). */
  service: string;
  /** The account hashes whose data was wiped. */
  accounts: string[];
}

const ACCOUNT_ENTRY = /^agent-console:([0-9a-f]{32}):/;

function webStorages(): Storage[] {
  const found: Storage[] = [];
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      found.push(window[kind]);
    } catch {
      // this storage is refused here
    }
  }
  return found;
}

/**
 * The accounts a sign out of `service` removes: every key of that service that left data on this
 * device (the spec has no account id, so keys of one account cannot be told apart), and any whose
 * service was never noted. Keys of another service keep their data. `account` is this tab's own
 * key, if it holds one: its noted service is the one signed out of.
 */
function accountsOfService(service: string, account: string | undefined): string[] {
  const services = new Map(readServices());
  const signedOut = (account && services.get(account)) ?? service;
  const doomed = new Set(account ? [account] : []);
  for (const storage of webStorages())
    for (let i = 0; i < storage.length; i += 1) {
      const hash = ACCOUNT_ENTRY.exec(storage.key(i) ?? '')?.[1];
      if (hash && (services.get(hash) ?? signedOut) === signedOut) doomed.add(hash);
    }
  for (const [hash, of] of services) if (of === signedOut) doomed.add(hash);
  return [...doomed];
}

/** Removes these accounts' data from localStorage, sessionStorage, IndexedDB and CacheStorage. */
async function wipeAccountData(accounts: readonly string[]): Promise<void> {
  const doomedAccounts = new Set(accounts);
  for (const storage of webStorages()) {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key) continue;
      const legacy = LEGACY_NAMES.some((name) => key === `${PREFIX}${name}`);
      const hash = ACCOUNT_ENTRY.exec(key)?.[1];
      if (legacy || (hash !== undefined && doomedAccounts.has(hash))) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
  writeServices(readServices().filter(([hash]) => !doomedAccounts.has(hash)));
  forgetNotedServices();
  runSignOutHooks(accounts);
  // Everything of this origin in IndexedDB goes, and in CacheStorage all but the service worker's
  // precache of the app's own files (app-caches.ts). The worker itself stays registered.
  try {
    const databases = (await globalThis.indexedDB?.databases?.()) ?? [];
    for (const { name } of databases) if (name) globalThis.indexedDB.deleteDatabase(name);
  } catch {
    // no IndexedDB here
  }
  try {
    await deleteAccountCaches();
  } catch {
    // no CacheStorage here
  }
}

/** Forgets the key in this tab and empties what it holds of the accounts; does not tell other tabs. */
function signOutHere(accounts: readonly string[]) {
  resetStores();
  useSettingsStore.getState().actions.signOut();
  // Another tab may have written in between: wipe again once this tab can no longer write.
  void wipeAccountData(accounts);
}

/**
 * Sign out: the key and every trace of its account go from this device's storages, in this tab
 * and, within moments, in every other open tab (which stops its stream and shows signed out).
 * Every key of the same service counts as that account (see accountsOfService).
 *
 * It signs out of a service, not only of the key this tab holds: a tab without a key (its key
 * lived in a closed tab's sessionStorage, say) signs out of `baseUrl`, the service it shows, and
 * the keys of that service it cannot name are refused too, in every tab and in a tab brought back
 * later (sign-out-tombstone.ts). A tab with a key signs out of its key's service.
 */
export async function signOutEverywhere(baseUrl = useSettingsStore.getState().baseUrl): Promise<void> {
  const account = currentAccount();
  const service = serviceOf(account ? useSettingsStore.getState().baseUrl : baseUrl);
  const accounts = accountsOfService(service, account);
  // Before anything else: a tab brought back after this refuses the key it kept, whichever key of
  // this service it is, and whether or not this tab ever knew it.
  writeTombstone({ service, accounts, at: nextStamp() });
  signOutHere(accounts);
  await wipeAccountData(accounts);
  // A tab on any key of this service signs out, whether or not its key has stored anything yet.
  const message: SignOutMessage = { kind: 'sign-out', service, accounts };
  postToOtherTabs(message);
  // For browsers without BroadcastChannel: other tabs see this key change as a storage event.
  try {
    local()?.setItem(SIGN_OUT_SIGNAL, JSON.stringify({ ...message, at: Date.now() }));
    local()?.removeItem(SIGN_OUT_SIGNAL);
  } catch {
    // storage refused: BroadcastChannel carried it
  }
}

/**
 * A sign-out message from another tab. A tab signs out when it is on a key of the service signed
 * out of, or its account is among those wiped. A message is data, not trusted: only strings are
 * compared, with this tab's own.
 */
export function hearSignOut(data: unknown) {
  const mine = currentAccount();
  if (!mine || typeof data !== 'object' || data === null) return;
  const field = (key: keyof SignOutMessage): unknown =>
    Object.hasOwn(data, key) ? (Reflect.get(data, key) as unknown) : undefined;
  const [kind, service, accounts] = [field('kind'), field('service'), field('accounts')];
  if (kind !== 'sign-out') return;
  const named = Array.isArray(accounts)
    ? accounts.filter((account): account is string => typeof account === 'string')
    : [];
  const sameService =
    typeof service === 'string' && service === serviceOf(useSettingsStore.getState().baseUrl);
  if (sameService || named.includes(mine)) signOutHere(named.includes(mine) ? named : [...named, mine]);
}

/**
 * Starts following account changes in this tab, all at once (the app itself uses
 * followAccountSoon, which fetches this module when a sign out is first heard): a different key
 * loads that account's data, and a sign out in another tab signs this one out too.
 */
export function followAccount(onAccountChange: () => void): () => void {
  const stopChanges = followAccountChanges(onAccountChange);
  const inbox = listenForSignOut();
  inbox.attach(hearSignOut);
  return () => {
    stopChanges();
    inbox.stop();
  };
}
