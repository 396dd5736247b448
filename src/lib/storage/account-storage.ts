// Everything the app keeps on this device about an account (chat list, drafts, unsent messages,
// workflow drafts, upload names, job transitions) is stored under that account's key, through one
// storage wrapper that never throws: a full or refused storage is reported once, calmly, and the
// page carries on from memory. Sign out removes the account's data from every storage, in every
// tab. See docs/decisions/003-settings-and-key-handling.md.
import { create } from 'zustand';
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';
import { useSettingsStore } from '@/config/settings';
import { sha256Hex } from './sha256';

const PREFIX = 'agent-console:';
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
/** The most one store may write (characters of JSON); more is kept in memory only. */
const MAX_STORED_CHARS = 1_000_000;
const CHANNEL = 'agent-console:account';
const SIGN_OUT_SIGNAL = 'agent-console:sign-out';

/**
 * A stable, non-reversible key for the account the current settings act for. The service exposes
 * no account id, so the credential stands for it: SHA-256 of the Base URL and the API key.
 */
export function accountKeyOf(baseUrl: string, apiKey: string): string | undefined {
  if (!apiKey) return undefined;
  const origin = baseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  return sha256Hex(`${origin}\n${apiKey}`).slice(0, 32);
}

let memo: { baseUrl: string; apiKey: string; account: string | undefined } | undefined;
export function currentAccount(): string | undefined {
  const { baseUrl, apiKey } = useSettingsStore.getState();
  if (memo?.baseUrl !== baseUrl || memo.apiKey !== apiKey)
    memo = { baseUrl, apiKey, account: accountKeyOf(baseUrl, apiKey) };
  return memo.account;
}

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// --- "could not save", said once ------------------------------------------------------------

interface StorageNoticeState {
  /** Set once, at the first write this device refused; cleared only by Dismiss. */
  notice: string | undefined;
  said: boolean;
  dismiss: () => void;
}

export const useStorageNotice = create<StorageNoticeState>()((set) => ({
  notice: undefined,
  said: false,
  dismiss: () => set({ notice: undefined }),
}));

function reportNotSaved() {
  if (useStorageNotice.getState().said) return;
  useStorageNotice.setState({
    said: true,
    notice:
      'This device did not let the app save your latest changes (its storage may be full). Everything stays as it is while this page is open.',
  });
}

// --- the wrapper ------------------------------------------------------------------------------

let paused = false;

function keyFor(account: string, name: string): string {
  return `${PREFIX}${account}:${name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name}`;
}

/** The storage under every persisted store: keyed by account, bounded, never throwing. */
const accountStateStorage: StateStorage = {
  getItem(name) {
    const account = currentAccount();
    const storage = local();
    if (!account || !storage) return null;
    try {
      const key = keyFor(account, name);
      const value = storage.getItem(key);
      if (value !== null) return value;
      // Data stored before it was keyed by account belongs to whoever signs in first here.
      const legacy = storage.getItem(name);
      if (legacy !== null) storage.removeItem(name);
      return legacy;
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    const account = currentAccount();
    const storage = local();
    if (paused || !account || !storage) return;
    if (value.length > MAX_STORED_CHARS) {
      reportNotSaved();
      return;
    }
    try {
      storage.setItem(keyFor(account, name), value);
    } catch {
      // QuotaExceededError, SecurityError, a storage the browser turned off: the state lives on in
      // memory, and the person is told once.
      reportNotSaved();
    }
  },
  removeItem(name) {
    const account = currentAccount();
    if (paused || !account) return;
    try {
      local()?.removeItem(keyFor(account, name));
    } catch {
      // nothing to do
    }
  },
};

/** The wrapper for zustand's persist middleware. */
export function accountStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => accountStateStorage);
}

// --- stores, accounts, sign out ---------------------------------------------------------------

interface PersistedStore {
  getInitialState: () => unknown;
  setState: (state: never, replace: true) => void;
  persist: { rehydrate: () => Promise<void> | void };
}

const stores = new Set<PersistedStore>();
const carried = new Map<PersistedStore, (state: never) => object>();

/**
 * Every persisted store registers, so an account switch or sign out can empty and reload it.
 * `carry` picks what of the old state survives a change of key in memory (not a sign out).
 */
export function registerAccountStore<T extends PersistedStore & { getState: () => unknown }>(
  store: T,
  carry?: (state: ReturnType<T['getState']>) => object,
): T {
  stores.add(store);
  if (carry) carried.set(store, carry);
  return store;
}

/** Empties every store in memory without writing the empty state anywhere. */
function resetStores() {
  paused = true;
  try {
    for (const store of stores) store.setState(store.getInitialState() as never, true);
  } finally {
    paused = false;
  }
}

/** Loads the (new) current account's data into every store. */
function reloadStores() {
  const kept = new Map<PersistedStore, object>();
  for (const [store, carry] of carried)
    kept.set(store, carry((store as PersistedStore & { getState: () => never }).getState()));
  resetStores();
  for (const store of stores) {
    void store.persist.rehydrate();
    const carry = kept.get(store);
    if (carry) mergeCarried(store, carry);
  }
}

/** Adds carried records to what the new account holds (one level deep: per-id records of lists). */
function mergeCarried(store: PersistedStore, carry: object) {
  const state = (store as PersistedStore & { getState: () => Record<string, unknown> }).getState();
  const next: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(carry)) {
    const current = state[field];
    if (!value || typeof value !== 'object' || !current || typeof current !== 'object') continue;
    const merged = Object.assign(Object.create(null) as Record<string, unknown>, current);
    for (const [id, list] of Object.entries(value as Record<string, unknown>)) {
      const existing: unknown = Object.hasOwn(merged, id) ? merged[id] : undefined;
      merged[id] =
        Array.isArray(existing) && Array.isArray(list)
          ? [...(existing as unknown[]), ...(list as unknown[])]
          : list;
    }
    next[field] = merged;
  }
  if (Object.keys(next).length > 0) store.setState(Object.assign({}, state, next) as never, true);
}

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

/** Device-wide preferences (not an account's data): the same never-throwing writes, not keyed. */
const deviceStateStorage: StateStorage = {
  getItem: (name) => {
    try {
      return local()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      local()?.setItem(name, value);
    } catch {
      reportNotSaved();
    }
  },
  removeItem: (name) => {
    try {
      local()?.removeItem(name);
    } catch {
      // nothing to do
    }
  },
};

export function deviceStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => deviceStateStorage);
}

// --- bounds -----------------------------------------------------------------------------------

/**
 * At most `max` entries of a record, and at most `maxChars` of their JSON: the newest by `timeOf`
 * are kept (oldest trimmed first); without `timeOf`, the last inserted are. Null prototype.
 */
export function keepNewest<T>(
  record: Readonly<Record<string, T>>,
  {
    max,
    maxChars = MAX_STORED_CHARS / 2,
    timeOf,
  }: { max: number; maxChars?: number; timeOf?: (value: T) => number },
): Record<string, T> {
  const entries = Object.entries(record);
  if (timeOf) entries.sort(([, a], [, b]) => timeOf(b) - timeOf(a));
  else entries.reverse();
  const kept: [string, T][] = [];
  let chars = 0;
  for (const [key, value] of entries) {
    if (kept.length >= max) break;
    const size = key.length + (JSON.stringify(value)?.length ?? 0);
    if (chars + size > maxChars) continue; // one huge entry must not push out every other one
    chars += size;
    kept.push([key, value]);
  }
  const result = Object.create(null) as Record<string, T>;
  for (const [key, value] of kept.reverse()) result[key] = value;
  return result;
}

/** A string cut to `max` characters (service text kept for display, such as a chat title). */
export function capText(text: string | undefined, max: number): string | undefined {
  return text !== undefined && text.length > max ? text.slice(0, max) : text;
}
