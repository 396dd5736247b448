// Everything the app keeps on this device about an account (chat list, drafts, unsent messages,
// workflow drafts, upload names, job transitions) is stored under that account's key, through one
// storage wrapper that never throws: a full or refused storage is reported once, calmly, and the
// page carries on from memory (safe-storage.ts). Sign out removes the account's data from every
// storage, in every tab (sign-out.ts). See docs/decisions/003-settings-and-key-handling.md.
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';
import { useSettingsStore } from './connection-settings';
import { accountKeyOf } from './account-key';
import { local, reportNotSaved } from './safe-storage';
import { followOtherTabs, type AcrossTabs } from './across-tabs';
import { mergeRecords } from './merge-store-copies';
import { noteService } from './services-note';
import { createTabWrites } from './tab-writes';
import { createWriteBehind, type Bound } from './write-behind';

export { accountKeyOf } from './account-key';

export const PREFIX = 'agent-console:';
/** The most one store may write (characters of JSON); more is kept in memory only. */
export const MAX_STORED_CHARS = 1_000_000;

let memo: { baseUrl: string; apiKey: string; account: string | undefined } | undefined;
export function currentAccount(): string | undefined {
  const { baseUrl, apiKey } = useSettingsStore.getState();
  if (memo?.baseUrl !== baseUrl || memo.apiKey !== apiKey)
    memo = { baseUrl, apiKey, account: accountKeyOf(baseUrl, apiKey) };
  return memo.account;
}

// --- the wrapper ------------------------------------------------------------------------------

let paused = false;

function keyFor(account: string, name: string): string {
  return `${PREFIX}${account}:${name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name}`;
}

/** Where a store's state goes for the current account, unless writes are paused or nobody is signed in. */
function writableKey(name: string): string | undefined {
  const account = currentAccount();
  if (paused || !account) return undefined;
  noteService(account);
  return keyFor(account, name);
}

function write(key: string, value: string) {
  const storage = local();
  if (!storage) return;
  if (value.length > MAX_STORED_CHARS) {
    reportNotSaved();
    return;
  }
  try {
    storage.setItem(key, value);
  } catch {
    // QuotaExceededError, SecurityError, a storage the browser turned off: the state lives on in
    // memory, and the person is told once.
    reportNotSaved();
  }
}

function read(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// Stores written at once merge in what another tab wrote meanwhile (tab-writes.ts).
const tabWrites = createTabWrites();

/** The storage under every persisted store: keyed by account, bounded, never throwing. */
const accountStateStorage: StateStorage = {
  getItem(name) {
    const account = currentAccount();
    const storage = local();
    if (!account || !storage) return null;
    try {
      const key = keyFor(account, name);
      const value = storage.getItem(key);
      tabWrites.seen(key, value);
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
    const key = writableKey(name);
    if (key !== undefined) write(key, tabWrites.written(key, value, read(key)));
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

// --- write-behind (write-behind.ts) ------------------------------------------------------------

const { writeBehind, writeHeldStates } = createWriteBehind({
  keyOf: writableKey,
  write,
  read,
  isUnion: (name) => isUnion(name),
});
export { writeHeldStates };

/**
 * The wrapper for zustand's persist middleware. `writeBehind` for state the app derives from the
 * stream, never for what a person typed; its `bound` runs when the state is written, not on every
 * change (keep the store's partialize a plain pick).
 */
export function accountStorage<S>(
  options: { writeBehind?: false } | { writeBehind: true; bound?: Bound<S> } = {},
): PersistStorage<S> | undefined {
  const json = createJSONStorage<S>(() => accountStateStorage);
  return json && options.writeBehind ? writeBehind(json, options.bound) : json;
}

// --- stores, accounts, sign out ---------------------------------------------------------------

export interface PersistedStore {
  getInitialState: () => unknown;
  setState: (state: never, replace: true) => void;
  persist: {
    rehydrate: () => Promise<void> | void;
    getOptions: () => { name?: string; partialize?: (state: never) => unknown };
  };
}

const stores = new Set<PersistedStore>();
const carried = new Map<PersistedStore, (state: never) => object>();
const memoryStores = new Set<Pick<PersistedStore, 'getInitialState' | 'setState'>>();

/**
 * Every persisted store registers, so an account switch or sign out can empty and reload it.
 * `carry` picks what of the old state survives a change of key in memory (not a sign out).
 */
export function registerAccountStore<T extends PersistedStore & { getState: () => unknown }>(
  store: T,
  carry?: (state: ReturnType<T['getState']>) => object,
  acrossTabs: AcrossTabs = 'adopt',
): T {
  stores.add(store);
  if (carry) carried.set(store, carry);
  sharing.set(store, acrossTabs);
  return store;
}

// --- other tabs' writes (across-tabs.ts) --------------------------------------------------------

const sharing = new Map<PersistedStore, AcrossTabs>();
function isUnion(name: string): boolean {
  for (const [store, mode] of sharing) if (store.persist.getOptions().name === name) return mode === 'union';
  return false;
}
followOtherTabs((key) => {
  const account = currentAccount();
  if (!account || !key.startsWith(`${PREFIX}${account}:`)) return [];
  return [...stores].flatMap((store) => {
    const name = store.persist.getOptions().name;
    return name && keyFor(account, name) === key ? [{ store, mode: sharing.get(store) ?? 'adopt' }] : [];
  });
});

/**
 * Empties every store (persisted or memory-only) without writing the empty state anywhere. Held writes go first,
 * under the account they belong to (a sign out wipes them with the rest of its data).
 */
export function resetStores() {
  writeHeldStates();
  paused = true;
  try {
    for (const store of [...stores, ...memoryStores]) store.setState(store.getInitialState() as never, true);
  } finally {
    paused = false;
  }
}

/** A store that keeps an account's data in memory only: emptied on an account change or sign out. */
export function registerMemoryStore<
  T extends { getInitialState: () => unknown; setState: (state: never, replace: true) => void },
>(store: T): T {
  memoryStores.add(store);
  return store;
}

// The stores load the account current when they are made. Whenever the account changes after that
// (the host's settings landing with a first key, another key saved, a sign out) they load the new
// one's. This follows the settings store itself, from the start: a listener added later, by a
// component, would miss a first key that lands before it mounts, and the stores would stay
// empty and then write that emptiness over what the account holds.
let loadedFor = currentAccount();
useSettingsStore.subscribe(() => {
  const next = currentAccount();
  if (next === loadedFor) return;
  loadedFor = next;
  reloadStores();
});

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

/** Adds carried records to what the new account holds (lists of the same id are joined). */
function mergeCarried(store: PersistedStore, carry: object) {
  const state = (store as PersistedStore & { getState: () => Record<string, unknown> }).getState();
  const next = mergeRecords(state, carry, { combine: true });
  if (next) store.setState(Object.assign({}, state, next) as never, true);
}
