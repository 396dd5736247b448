// A one-entry memo for work derived from the newest version of a list (the index of the jobs, the
// board's columns), so the next version can start from it. It holds the list only weakly: once
// nothing else does (a sign out empties the cache), the list and what was derived from it go.

export interface WeakLatestMemo<K extends object, V> {
  /** The last key still alive, and its value. */
  get: () => { key: K; value: V } | undefined;
  set: (key: K, value: V) => void;
}

export function createWeakLatestMemo<K extends object, V>(): WeakLatestMemo<K, V> {
  let last: WeakRef<K> | undefined;
  const values = new WeakMap<K, { value: V }>();
  return {
    get() {
      const key = last?.deref();
      const entry = key && values.get(key);
      return key && entry ? { key, value: entry.value } : undefined;
    },
    set(key, value) {
      const before = last?.deref();
      if (before && before !== key) values.delete(before);
      last = new WeakRef(key);
      values.set(key, { value });
    },
  };
}
