// A store that changes with every event frame (the states seen of each job, the chats the stream
// names) would otherwise serialise and write its whole state 50 times a second. Its writes are
// held for a moment, the newest per key, under the key of the account they belong to, and written
// together: within WRITE_BEHIND_MS, when the page is hidden or left, and before any account change
// or sign out (account-storage.ts' resetStores). Stores holding what a person typed write at once.
// A store's bound (the newest records only, service text cut) runs here, once per write, not in
// its partialize, which zustand runs on every change: bounding 5,000 chats on each frame of a
// burst was a long task on its own.
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { withStoredRecords } from './across-tabs';

const WRITE_BEHIND_MS = 500;

/** How a store bounds what it writes (the newest records only, say), run at write time. */
export type Bound<S> = (state: S) => S;

interface Held {
  value: StorageValue<unknown>;
  /** A 'union' store: its write adds the records already stored that it lacks (across-tabs.ts). */
  union: boolean;
  /** The text to write, given the records stored meanwhile (null: none to merge), bounded. */
  written: (stored: string | null) => string;
}

export function createWriteBehind(io: {
  /** Where a store's state goes now; undefined while writes are paused or nobody is signed in. */
  keyOf: (name: string) => string | undefined;
  write: (key: string, value: string) => void;
  read: (key: string) => string | null;
  isUnion: (name: string) => boolean;
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
    for (const [key, { union, written }] of states) {
      const stored = union ? io.read(key) : null;
      const text = written(stored !== lastWritten.get(key) ? stored : null);
      lastWritten.set(key, text);
      io.write(key, text);
    }
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', writeHeldStates);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') writeHeldStates();
    });
  }

  function writeBehind<S>(json: PersistStorage<S>, bound?: Bound<S>): PersistStorage<S> {
    return {
      getItem(name) {
        const key = io.keyOf(name);
        const pending = key === undefined ? undefined : held.get(key);
        return pending ? (pending.value as StorageValue<S>) : json.getItem(name);
      },
      setItem(name, value) {
        const key = io.keyOf(name);
        if (key === undefined) return;
        held.set(key, {
          value,
          union: io.isUnion(name),
          written(stored) {
            const merged = stored === null ? value.state : withStoredRecords(value.state, stored);
            // A union is bounded too, so records this tab let go of do not all come back.
            return JSON.stringify({ ...value, state: bound ? bound(merged) : merged });
          },
        });
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
