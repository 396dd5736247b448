// How the app reads its long lists (jobs, a chat's messages, a chat's artifacts):
// - A first read shows the first page at once: pages are written into the cache as they land
//   (at most every READ_WRITE_MS after the first), so the board renders from page one and the
//   rest streams in. Progress (how many loaded, whether the service had more than the app holds)
//   is kept per list in a small store for the screens' quiet indicator.
// - Frames that arrive during a job-list read are not lost and do not restart it: the jobs they
//   write are noted, and when the read lands those copies win over its own unless the read's copy
//   is strictly newer (`updatedAt`). Jobs a frame created meanwhile are kept.
// - While the event stream is not Live, a re-read of a list already complete reads page 1 only
//   and merges it in; the one full re-read comes with the reconnect.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { create } from 'zustand';
import type * as v from '@/lib/valibot';
import { useEventStreamStore } from '@/lib/events/status-store';
import { readPages, type PagesRead } from '../envelopes';
import { jobSchema, type Job } from '../resources/job';
import { keptOverRead } from './keep-newer';
import { registerMemoryStore } from '@/lib/storage/account-storage';
import { upsertById } from './upsert-by-id';

const READ_WRITE_MS = 150;

interface ListProgress {
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

export const useListProgressStore = registerMemoryStore(
  create<ListProgressState>()((set) => ({
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

/** How much of a list is loaded, for a quiet indicator; undefined before its first page. */
export function useListProgress(queryKey: QueryKey): ListProgress | undefined {
  const hash = hashKey(queryKey);
  return useListProgressStore((state) => state.lists.get(hash));
}

function setProgress(queryKey: QueryKey, progress: ListProgress) {
  useListProgressStore.getState().set(hashKey(queryKey), progress);
}

/** Read to its end: a list cut short is read in full again, never only its first page. */
const isComplete = (queryKey: QueryKey) => {
  const progress = useListProgressStore.getState().lists.get(hashKey(queryKey));
  return progress?.done === true && !progress.cut;
};

const progressOf = (read: PagesRead<unknown>): ListProgress => ({
  loaded: read.items.length,
  done: read.done,
  truncated: read.truncated,
  cut: read.cut,
});

// ---- jobs written by frames while a list read is in flight ----

const openReads = new Set<Map<string, Job>>();

/** The event layer calls this for every job it writes into the list. */
export function noteJobWrites(jobs: Iterable<Job>) {
  if (openReads.size === 0) return;
  for (const job of jobs) for (const written of openReads) written.set(job.id, job);
}

/** `read`'s jobs, with each one a frame wrote meanwhile kept unless the read's copy is newer. */
function withWrites(read: readonly Job[], written: ReadonlyMap<string, Job>): Job[] {
  if (written.size === 0) return read.slice();
  const ids = new Set<string>();
  const now = Date.now();
  const merged = read.map((job) => {
    ids.add(job.id);
    const frame = written.get(job.id);
    return frame ? keptOverRead(frame, job, now) : job;
  });
  for (const job of written.values()) if (!ids.has(job.id)) merged.push(job);
  return merged;
}

/** The read's jobs written into `list` by id, keeping the rest of `list` where it is. */
function upsertRead(list: readonly Job[] | undefined, items: readonly Job[]): Job[] {
  return list ? upsertById(list, items) : items.slice();
}

interface ReadContext {
  client: QueryClient;
  queryKey: QueryKey;
  signal: AbortSignal;
}

/** A throttled writer of the pages read so far: the first page at once, then every so often. */
function pageWriter<T>(write: (read: PagesRead<T>) => void) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  return (read: PagesRead<T>) => {
    if (read.done) return; // the query's own result is the final write
    const now = performance.now();
    if (read.pages > 1 && now - lastWrite < READ_WRITE_MS) return;
    lastWrite = now;
    write(read);
  };
}

/** The job list's query function. */
export async function readJobList({ client, queryKey, signal }: ReadContext): Promise<Job[]> {
  const cached = client.getQueryData<Job[]>(queryKey);
  const live = useEventStreamStore.getState().status === 'Live';
  const written = new Map<string, Job>();
  openReads.add(written);
  try {
    if (cached && !live && isComplete(queryKey)) {
      // Not Live: refresh what page 1 holds; the full re-read comes with the reconnect.
      const read = await readPages(jobSchema, '/v1/jobs', 'jobs', { signal, maxPages: 1 });
      const current = client.getQueryData<Job[]>(queryKey) ?? cached;
      return upsertRead(current, withWrites(read.items, written));
    }
    // A first read (or one that never finished) shows its pages as they land; a re-read of a
    // complete list replaces it in one write at the end.
    const progressive = !cached || !isComplete(queryKey);
    const write = pageWriter<Job>((pages) =>
      client.setQueryData<Job[]>(queryKey, (current) =>
        upsertRead(current, withWrites(pages.items, written)),
      ),
    );
    const read = await readPages(jobSchema, '/v1/jobs', 'jobs', {
      signal,
      onPage: (pages) => {
        setProgress(queryKey, progressOf(pages));
        if (progressive) write(pages);
      },
    });
    return withWrites(read.items, written);
  } finally {
    openReads.delete(written);
  }
}

/** The query function of a chat's list (messages, artifacts): first page at once, the rest as it lands. */
export async function readProgressiveList<S extends v.GenericSchema, T>(
  { client, queryKey, signal }: ReadContext,
  itemSchema: S,
  path: string,
  resourceName: string,
  toItems: (raw: v.InferOutput<S>[]) => T[],
): Promise<T[]> {
  const progressive = client.getQueryData(queryKey) === undefined || !isComplete(queryKey);
  const write = pageWriter<v.InferOutput<S>>((read) =>
    client.setQueryData<T[]>(queryKey, toItems(read.items)),
  );
  const read = await readPages(itemSchema, path, resourceName, {
    signal,
    onPage: (pages) => {
      setProgress(queryKey, progressOf(pages));
      if (progressive) write(pages);
    },
  });
  return toItems(read.items);
}
