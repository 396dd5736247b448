// Which queries show what was kept on this device, not what the service said in this visit. A
// restored query counts as last seen until a read of its own lands (a frame's write into it, a
// `setQueryData`, does not make the rest of it fresh, and leaves it to be read again). Kept per
// QueryClient; the tracking stops once nothing restored is left.
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createStore, useStore, type StoreApi } from 'zustand';

interface LastSeenState {
  /** Restored queries not read since, by hash, with the time their data was read. */
  restored: ReadonlyMap<string, number>;
  /** The oldest read time among the restored queries a screen shows, if any. */
  asOf: number | undefined;
  /** Whether one of those is being read again now. */
  updating: boolean;
}

const stores = new WeakMap<QueryClient, StoreApi<LastSeenState>>();

function storeOf(client: QueryClient): StoreApi<LastSeenState> {
  let store = stores.get(client);
  if (!store) {
    store = createStore<LastSeenState>(() => ({
      restored: new Map(),
      asOf: undefined,
      updating: false,
    }));
    stores.set(client, store);
  }
  return store;
}

function summarise(client: QueryClient, restored: ReadonlyMap<string, number>) {
  let asOf: number | undefined;
  let updating = false;
  const cache = client.getQueryCache();
  for (const [hash, at] of restored) {
    const query = cache.get(hash);
    if (!query || query.getObserversCount() === 0) continue;
    asOf = asOf === undefined ? at : Math.min(asOf, at);
    updating ||= query.state.fetchStatus === 'fetching';
  }
  return { asOf, updating };
}

/**
 * Notes the queries a restore just wrote (hash and read time, as hydrated) and follows them until
 * each is read again or removed.
 */
export function noteRestored(
  client: QueryClient,
  queries: Iterable<{ queryHash: string; dataUpdatedAt: number }>,
) {
  const store = storeOf(client);
  const cache = client.getQueryCache();
  const restored = new Map(store.getState().restored);
  for (const { queryHash, dataUpdatedAt } of queries)
    if (cache.get(queryHash)?.state.dataUpdatedAt === dataUpdatedAt) restored.set(queryHash, dataUpdatedAt);
  if (restored.size === 0) return;
  store.setState({ restored, ...summarise(client, restored) });
  const stop = cache.subscribe((event) => {
    const current = store.getState().restored;
    const hash = event.query.queryHash;
    if (!current.has(hash)) return;
    let next = current;
    const readAgain =
      event.type === 'removed' ||
      event.query.state.data === undefined ||
      (event.type === 'updated' && event.action.type === 'success' && event.action.manual !== true);
    if (readAgain) {
      const copy = new Map(current);
      copy.delete(hash);
      next = copy;
    } else if (event.type === 'updated' && event.action.type === 'success')
      // A frame's write makes the query fresh to TanStack Query: it would not be read again, and
      // the rest of it would stay as kept for good. It stays stale, and is read now where a screen
      // shows it (a read already out goes on: a burst of frames must not restart it for ever).
      void client.invalidateQueries(
        { queryKey: event.query.queryKey as QueryKey, exact: true },
        { cancelRefetch: false },
      );
    const summary = summarise(client, next);
    const state = store.getState();
    if (next !== current || summary.asOf !== state.asOf || summary.updating !== state.updating)
      store.setState({ restored: next, ...summary });
    if (next.size === 0) stop();
  });
}

/** Whether this query shows what was kept on this device and has not been read since. */
export function isLastSeen(client: QueryClient, queryKey: QueryKey): boolean {
  return storeOf(client).getState().restored.has(hashKey(queryKey));
}

export function useIsLastSeen(queryKey: QueryKey): boolean {
  const hash = hashKey(queryKey);
  return useStore(storeOf(useQueryClient()), (state) => state.restored.has(hash));
}

/** The shell's "As of" line: the oldest read time shown from this device, and whether it updates. */
export function useLastSeenSummary(): { asOf: number | undefined; updating: boolean } {
  const store = storeOf(useQueryClient());
  const asOf = useStore(store, (state) => state.asOf);
  const updating = useStore(store, (state) => state.updating);
  return { asOf, updating };
}

/**
 * Whether these queries (the places one thing is read from) show it only as this device kept it:
 * one of them is restored and none holds data read in this visit. What a person acts on must
 * come from such a read.
 */
export function useOnlyLastSeen(queryKeys: readonly QueryKey[]): boolean {
  const client = useQueryClient();
  const hashes = queryKeys.map((key) => hashKey(key));
  return useStore(storeOf(client), (state) => {
    if (!hashes.some((hash) => state.restored.has(hash))) return false;
    return !hashes.some(
      (hash) => client.getQueryCache().get(hash)?.state.data !== undefined && !state.restored.has(hash),
    );
  });
}
