// The job list's query function, read as every long list is (lib/api/queries/list-reads.ts), with
// two rules of its own:
// - Frames that arrive during a read are not lost and do not restart it: the jobs they write are
//   noted, and when the read lands those copies win over its own unless the read's copy is
//   strictly newer (`updatedAt`). Jobs a frame created meanwhile are kept. The reads in flight are
//   kept per QueryClient: a frame written into one cache never reaches another cache's read.
// - While the event stream is not Live, a re-read of a list already complete reads page 1 only
//   and merges it in; the one full re-read comes with the reconnect.
// - Every page is read (no cap hides a job). A re-read of a complete list that the last complete
//   read proved newest-updated first stops at the first page of jobs held unchanged
//   (update-order.ts); otherwise it reads every page.
import type { QueryClient } from '@tanstack/react-query';
import { readPages } from '@/lib/api/envelopes';
import { isListComplete, pageWriter, setListProgress, type ReadContext } from '@/lib/api/queries/list-reads';
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { useEventStreamStore } from '@/lib/events/status-store';
import { keptOverRead } from './keep-newer';
import { upsertById } from './upsert-by-id';
import { createUpdateOrderProof, stopWhenUnchanged, withReadHead } from './update-order';

/** Per client, the jobs frames wrote during each of its list reads in flight. */
const openReads = new WeakMap<QueryClient, Set<Map<string, Job>>>();
/** Per client, whether its last complete read of the list proved it newest-updated first. */
const updateOrdered = new WeakMap<QueryClient, boolean>();

/** The event layer calls this for every job it writes into the client's list. */
export function noteJobWrites(client: QueryClient, jobs: Iterable<Job>) {
  const reads = openReads.get(client);
  if (!reads || reads.size === 0) return;
  for (const job of jobs) for (const written of reads) written.set(job.id, job);
}

/** `read`'s jobs, with each one a frame wrote meanwhile kept unless the read's copy is newer. */
function withWrites(read: readonly Job[], written: ReadonlyMap<string, Job>): Job[] {
  if (written.size === 0) return read.slice();
  const now = Date.now();
  return upsertById(read, written.values(), {
    merge: (readCopy, frame) => keptOverRead(frame, readCopy, now),
  });
}

/** The read's jobs written into `list` by id, keeping the rest of `list` where it is. */
function upsertRead(list: readonly Job[] | undefined, items: readonly Job[]): Job[] {
  return list ? upsertById(list, items) : items.slice();
}

/** Notes the jobs frames write into `client`'s list until the returned `close` is called. */
function openRead(client: QueryClient) {
  let reads = openReads.get(client);
  if (!reads) openReads.set(client, (reads = new Set()));
  const written = new Map<string, Job>();
  reads.add(written);
  const close = () => reads.delete(written);
  return { written, close };
}

/** The job list's query function. */
export async function readJobList({ client, queryKey, signal }: ReadContext): Promise<Job[]> {
  const cached = client.getQueryData<Job[]>(queryKey);
  const live = useEventStreamStore.getState().status === 'Live';
  const { written, close } = openRead(client);
  try {
    if (cached && !live && isListComplete(client, queryKey)) {
      // Not Live: refresh what page 1 holds; the full re-read comes with the reconnect.
      const read = await readPages(jobSchema, '/v1/jobs', 'jobs', { signal, maxPages: 1 });
      const current = client.getQueryData<Job[]>(queryKey) ?? cached;
      return upsertRead(current, withWrites(read.items, written));
    }
    const complete = cached !== undefined && isListComplete(client, queryKey);
    // A first read (or one that never finished) shows its pages as they land; a re-read of a
    // complete list replaces it in one write at the end.
    // Each write brings the jobs read since the last one: those before are in the list already
    // (a write costs the page it adds, not the whole read again), unless the list has gone.
    let sent = 0;
    const write = pageWriter<Job>((pages) =>
      client.setQueryData<Job[]>(queryKey, (current) => {
        const fresh = current ? pages.items.slice(sent) : pages.items;
        sent = pages.items.length;
        return upsertRead(current, withWrites(fresh, written));
      }),
    );
    const until =
      cached && complete && updateOrdered.get(client) === true ? stopWhenUnchanged(cached) : undefined;
    // Whether this read proves the list newest-updated first, page by page as they land.
    const proof = createUpdateOrderProof();
    let proved = 0;
    let startedOver = false;
    const read = await readPages(jobSchema, '/v1/jobs', 'jobs', {
      signal,
      until,
      onPage: (pages) => {
        if (pages.items.length < proved) startedOver = true; // then it proves nothing
        proof.add(pages.items.slice(proved));
        proved = pages.items.length;
        if (pages.truncated) return; // stopped early: the progress is the whole list's, below
        // A re-read of a complete list keeps it complete (the Inbox's "Nothing needs you" holds)
        // until it lands.
        if (!complete || pages.done) setListProgress(client, queryKey, pages);
        if (!complete) write(pages);
      },
    });
    if (read.truncated) {
      // The rest of the list is held unchanged: the pages read go over it.
      const current = client.getQueryData<Job[]>(queryKey) ?? cached ?? [];
      const list = withReadHead(current, withWrites(read.items, written));
      setListProgress(client, queryKey, { ...read, items: list, truncated: false });
      return list;
    }
    proof.add(read.items.slice(proved));
    updateOrdered.set(client, !read.cut && !startedOver && proof.proven());
    return withWrites(read.items, written);
  } finally {
    close();
  }
}
