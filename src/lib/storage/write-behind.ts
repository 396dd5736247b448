// A store that changes with every event frame (the states seen of each job, the chats the stream
// names) would otherwise serialise and write its whole state 50 times a second. Its writes are
// held for a moment, the newest per key, under the key of the account they belong to, and written
// together: within WRITE_BEHIND_MS, when the page is hidden or left, and before any account change
// or sign out (account-storage.ts' resetStores). Stores holding what a person typed write at once.
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { withStoredRecords } from './across-tabs';

const WRITE_BEHIND_MS = 500;

interface Held {
  value: StorageValue<unknown>;
  /** For a 'union' store, how it bounds a state it writes (its partialize). */
  union?: (state: unknown) => unknown;
}

export function createWriteBehind(io: {
  /** Where a store's state goes now; undefined while writes are paused or nobody is signed in. */
  keyOf: (name: string) => string | undefined;
  write: (key: string, value: string) => void;
  read: (key: string) => string | null;
  unionBoundOf: (name: string) => Held['union'];
}) {
  const held = new Map<string, Held>();
  // What this tab last wrote under each key: while storage still holds it, no other tab has
  // written since, and a 'union' store has nothing to merge (the common case, every flush).
  const lastWritten = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Writes every held state now ('union' stores with the records other tabs stored meanwhile). */
  function writeHeldStates() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const states = [...held];
    held.clear();
    for (const [key, { value, union }] of states) {
      const stored = union ? io.read(key) : null;
      // The union is bounded again the way the store bounds what it writes (its partialize: the
      // newest chats only), so records this tab let go of do not all come back from storage.
      const state =
        union && stored !== null && stored !== lastWritten.get(key)
          ? union(withStoredRecords(value.state, stored))
          : value.state;
      const written = JSON.stringify({ ...value, state });
      lastWritten.set(key, written);
      io.write(key, written);
    }
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', writeHeldStates);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') writeHeldStates();
    });
  }

  function writeBehind<S>(json: PersistStorage<S>): PersistStorage<S> {
    return {
      getItem(name) {
        const key = io.keyOf(name);
        const pending = key === undefined ? undefined : held.get(key);
        return pending ? (pending.value as StorageValue<S>) : json.getItem(name);
      },
      setItem(name, value) {
        const key = io.keyOf(name);
        if (key === undefined) return;
        held.set(key, { value, union: io.unionBoundOf(name) });
        timer ??= setTimeout(writeHeldStates, WRITE_BEHIND_MS);
      },
      removeItem(name) {
        const key = io.keyOf(name);
        if (key !== undefined) held.delete(key);
        return json.removeItem(name);
      },
    };
  }

  return { writeBehind, writeHeldStates };
}
