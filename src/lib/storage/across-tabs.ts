// Taking in what another tab of the same account wrote. Every tab holds its stores in memory and
// writes each one whole, so without listening a second tab's write would replace what the first
// one wrote: a chat made in one tab vanished from the
// list, a draft typed in one was lost when another saved. When another tab writes a store of this
// account, this tab takes it in:
// - 'adopt' (stores written at once: drafts, unsent messages, workflow drafts, uploads): read it
//   back. Their storage always equals their own last write, so the other tab's state already
//   holds what this one wrote before it, and what this tab writes next holds the other's.
// - 'union' (the chat list, written behind): add the other tab's records this one lacks, so
//   neither tab's additions are lost; records both hold keep this tab's copy.
// - 'none' (states seen of each job: every tab sees the same stream).
// A write that changes nothing fires no event in the other tab, so the exchange settles.
import type { PersistedStore } from './account-storage';
import { mergeRecords } from './merge-store-copies';
import { local } from './safe-storage';

export type AcrossTabs = 'adopt' | 'union' | 'none';
type SharedStore = PersistedStore & { getState: () => Record<string, unknown> };

/** The state a stored write holds (the `state` of zustand's `{ state, version }`), if it parses. */
export function storedState(written: string): object | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(written);
  } catch {
    return undefined;
  }
  const state: unknown =
    parsed && typeof parsed === 'object' && Object.hasOwn(parsed, 'state')
      ? (Reflect.get(parsed, 'state') as unknown)
      : undefined;
  return state && typeof state === 'object' ? state : undefined;
}

function unionFromOtherTab(store: SharedStore, written: string) {
  const theirs = storedState(written);
  const next = theirs && mergeRecords(store.getState(), theirs);
  if (next) store.setState(next as never, false as never);
}

/**
 * What a 'union' store writes: its state, plus the records already stored that it lacks (another
 * tab's, whose storage event has not arrived yet, or never will: it was written as this tab left).
 */
export function withStoredRecords<S>(state: S, stored: string | null): S {
  const theirs = stored === null ? undefined : storedState(stored);
  const added = theirs && state && typeof state === 'object' ? mergeRecords(state, theirs) : undefined;
  return added ? { ...state, ...added } : state;
}

/** Listens for other tabs' writes; `storesOf` names the stores of this account a storage key holds. */
export function followOtherTabs(storesOf: (key: string) => { store: PersistedStore; mode: AcrossTabs }[]) {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== local() || event.key === null || event.newValue === null) return;
    for (const { store, mode } of storesOf(event.key)) {
      if (mode === 'adopt') void store.persist.rehydrate();
      else if (mode === 'union') unionFromOtherTab(store as SharedStore, event.newValue);
    }
  });
}
