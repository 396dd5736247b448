// How the app reads its long lists (jobs, a chat's messages, a chat's artifacts): a first read
// shows the first page at once: pages are written into the cache as they land (at most every
// READ_WRITE_MS after the first, or less often as the list grows, since a write costs the list's
// length: MS_PER_ITEM keeps the writes of a 100,000-item read to a few dozen), so a screen renders
// from page one and the rest streams in.
// Progress (how many loaded, whether the service had more than the app holds) is kept per list for
// the screens' quiet indicator, in a small store per QueryClient: it describes that cache's data.
// The job list's own rules (frames during a read) are the job domain's (domain/jobs/job-list-read.ts).
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type * as v from '@/lib/valibot';
import { readPages, type PagesRead } from '../envelopes';
import { registerMemoryStore } from '@/lib/storage/account-storage';

const READ_WRITE_MS = 150;
const MS_PER_ITEM = 1 / 50;

export interface ListProgress {
  loaded: number;
  done: boolean;
  truncated: boolean;
  /** A further page could not be read: the list shows what came before it. */
  cut: boolean;
}

interface ListProgressState {
  lists: ReadonlyMap<string, ListProgress>;
  set: (hash: string, progress: ListProgress) => void;
}

const progressStores = new WeakMap<QueryClient, StoreApi<ListProgressState>>();

/** The client's progress store, made when its first list is read or shown. */
function progressStoreOf(client: QueryClient): StoreApi<ListProgressState> {
  const held = progressStores.get(client);
  if (held) return held;
  const store = registerMemoryStore(
    createStore<ListProgressState>()((set) => ({
      lists: new Map(),
      set: (hash, progress) =>
        set((state) => {
          const before = state.lists.get(hash);
          if (
            before &&
            before.loaded === progress.loaded &&
            before.done === progress.done &&
            before.truncated === progress.truncated &&
            before.cut === progress.cut
          )
            return state;
          const lists = new Map(state.lists);
          lists.set(hash, progress);
          return { lists };
        }),
    })),
  );
  progressStores.set(client, store);
  return store;
}

/** How much of a list this client holds; undefined before its first page. */
export function listProgressOf(client: QueryClient, queryKey: QueryKey): ListProgress | undefined {
  return progressStoreOf(client).getState().lists.get(hashKey(queryKey));
}

/** How much of a list is loaded, for a quiet indicator; undefined before its first page. */
export function useListProgress(queryKey: QueryKey): ListProgress | undefined {
  const hash = hashKey(queryKey);
  return useStore(progressStoreOf(useQueryClient()), (state) => state.lists.get(hash));
}

export function setListProgress(client: QueryClient, queryKey: QueryKey, read: PagesRead<unknown>) {
  progressStoreOf(client).getState().set(hashKey(queryKey), {
    loaded: read.items.length,
    done: read.done,
    truncated: read.truncated,
    cut: read.cut,
  });
}

/** Every page read, none failed: what a list must be before its absence of an item means anything. */
export function readToEnd(progress: ListProgress | undefined): boolean {
  return progress?.done === true && !progress.cut;
}

/** Read to its end: a list cut short is read in full again, never only its first page. */
export function isListComplete(client: QueryClient, queryKey: QueryKey): boolean {
  return readToEnd(listProgressOf(client, queryKey));
}

export interface ReadContext {
  client: QueryClient;
  queryKey: QueryKey;
  signal: AbortSignal;
}

/** A throttled writer of the pages read so far: the first page at once, then every so often. */
export function pageWriter<T>(write: (read: PagesRead<T>) => void) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  return (read: PagesRead<T>) => {
    if (read.done) return; // the query's own result is the final write
    const now = performance.now();
    const every = Math.max(READ_WRITE_MS, read.items.length * MS_PER_ITEM);
    if (read.pages > 1 && now - lastWrite < every) return;
    lastWrite = now;
    write(read);
  };
}

/** The query function of a chat's list (messages, artifacts): first page at once, the rest as it lands. */
export async function readProgressiveList<S extends v.GenericSchema, T>(
  { client, queryKey, signal }: ReadContext,
  itemSchema: S,
  path: string,
  resourceName: string,
  toItems: (raw: v.InferOutput<S>[]) => T[],
): Promise<T[]> {
  const progressive = client.getQueryData(queryKey) === undefined || !isListComplete(client, queryKey);
  const write = pageWriter<v.InferOutput<S>>((read) =>
    client.setQueryData<T[]>(queryKey, toItems(read.items)),
  );
  const read = await readPages(itemSchema, path, resourceName, {
    signal,
    onPage: (pages) => {
      setListProgress(client, queryKey, pages);
      if (progressive) write(pages);
    },
  });
  return toItems(read.items);
}
