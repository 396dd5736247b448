// Sign out and account changes: sign out removes the account's data from every storage of this
// device, in this tab and every other open one; a different key in settings loads that account's
// data and never shows the previous one's.
import { useSettingsStore } from '@/config/settings';
import { currentAccount, PREFIX, reloadStores, resetStores } from './account-storage';
import { local } from './safe-storage';

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
const CHANNEL = 'agent-console:account';
const SIGN_OUT_SIGNAL = 'agent-console:sign-out';

/** Removes the account's data from localStorage, sessionStorage, IndexedDB and CacheStorage. */
async function wipeAccountData(account: string | undefined): Promise<void> {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    let storage: Storage | undefined;
    try {
      storage = window[kind];
    } catch {
      continue;
    }
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key) continue;
      const legacy = LEGACY_NAMES.some((name) => key === `${PREFIX}${name}`);
      if (legacy || (account && key.startsWith(`${PREFIX}${account}:`))) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
  // The app keeps nothing account-free in IndexedDB or CacheStorage (the service worker's caches
  // hold responses, which may be the account's): everything of this origin's there goes. The
  // service worker itself stays registered: it holds no data.
  try {
    const databases = (await globalThis.indexedDB?.databases?.()) ?? [];
    for (const { name } of databases) if (name) globalThis.indexedDB.deleteDatabase(name);
  } catch {
    // no IndexedDB here
  }
  try {
    if (typeof caches !== 'undefined') for (const key of await caches.keys()) await caches.delete(key);
  } catch {
    // no CacheStorage here
  }
}

let channel: BroadcastChannel | undefined;

/** Forgets the key in this tab and empties what it holds of the account; does not tell other tabs. */
function signOutHere(account: string | undefined) {
  resetStores();
  useSettingsStore.getState().actions.signOut();
  // Another tab may have written in between: wipe again once this tab can no longer write.
  void wipeAccountData(account);
}

/**
 * Sign out: the key and every trace of its account go from this device's storages, in this tab
 * and, within moments, in every other open tab (which stops its stream and shows signed out).
 */
export async function signOutEverywhere(): Promise<void> {
  const account = currentAccount();
  signOutHere(account);
  await wipeAccountData(account);
  if (!account) return;
  channel?.postMessage({ kind: 'sign-out', account });
  // For browsers without BroadcastChannel: other tabs see this key change as a storage event.
  try {
    local()?.setItem(SIGN_OUT_SIGNAL, `${account}:${Date.now()}`);
    local()?.removeItem(SIGN_OUT_SIGNAL);
  } catch {
    // storage refused: BroadcastChannel carried it
  }
}

/**
 * Starts following account changes in this tab: a different key loads that account's data (and
 * never shows the previous one's), and a sign out in another tab signs this one out too.
 * `onAccountChange` lets the caller drop what it caches in memory (the query cache).
 */
export function followAccount(onAccountChange: () => void): () => void {
  let last = currentAccount();
  const unsubscribe = useSettingsStore.subscribe(() => {
    const next = currentAccount();
    if (next === last) return;
    last = next;
    reloadStores();
    onAccountChange();
  });
  const heard = (account: unknown) => {
    if (typeof account === 'string' && account === currentAccount()) signOutHere(account);
  };
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<{ kind?: string; account?: unknown }>) => {
      if (data.kind === 'sign-out') heard(data.account);
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGN_OUT_SIGNAL && event.newValue) heard(event.newValue.split(':')[0]);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    channel?.close();
    channel = undefined;
    window.removeEventListener('storage', onStorage);
  };
}
