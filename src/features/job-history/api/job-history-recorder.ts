// The one writer of job history. Set up once by the app, it watches the jobs in the query cache
// and records every state change this browser sees (from frames, re-reads or dispatches) in the
// transitions store; views only read that store. Jobs already there on the first list read are
// only remembered, not recorded: 5,000 bulk jobs should not become 5,000 history entries.
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobQueries } from '@/domain/jobs/job-queries';
import { jobIndexOf } from '@/domain/jobs/job-index';
import { changesBetween, type JobChange } from '@/domain/jobs/list-changes';
import type { Job } from '@/lib/api/resources/job';
import { own } from '@/lib/prototype-safe-records';
import { parseTime } from '@/lib/time';
import { onDispatchLanded } from '@/domain/jobs/writes/dispatch-landed';
import { useTransitionsStore, type SeenState } from '@/domain/jobs/transitions-store';

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * Subscribes to the query cache (and to dispatches that land, whose job may not be in any list read yet);
 * returns the unsubscribe.
 */
export function recordJobHistory(queryClient: QueryClient): () => void {
  let listRead = false;
  const listKey = jobQueries.list().queryKey;
  const detailsKey = jobQueries.details();
  // The list last looked at, held: a version a write made from it names the jobs it changed and
  // the copies they replaced (list-changes.ts), so only those are looked at, not the 100,000 others;
  // a list no write made is compared with it job by job. The states already known are the list's
  // own and the history's: no table of its own (a map of 100,000 states and a set of the job
  // objects looked at were 36 bytes a job, a seventh of the board's heap).
  let lastList: readonly Job[] = [];

  const lastRecorded = (id: string) => own(useTransitionsStore.getState().byJob, id)?.at(-1)?.state;

  const record = (changes: readonly JobChange[], isFirstRead: boolean) => {
    const seen: SeenState[] = [];
    for (const { old, job } of changes) {
      // On the first read a job new to the list is only remembered, whatever its history says: a
      // list restored from this device may be older than the history kept beside it.
      if (old === undefined && isFirstRead) continue;
      const before = old?.state ?? lastRecorded(job.id);
      if (before === job.state) continue;
      // Seen now, but changed when the service says: a job page opened hours after the job finished
      // says when it finished, not when it was opened.
      seen.push({ jobId: job.id, state: job.state, at: parseTime(job.updatedAt) });
    }
    if (seen.length > 0) useTransitionsStore.getState().actions.observeMany(seen);
  };

  // What changed since the list last looked at. Whatever the list's length or order, a copy left in
  // the list after a newer read is the same object, and not a change back.
  const changedSince = (jobs: readonly Job[]): readonly JobChange[] => {
    const last = lastList;
    lastList = jobs;
    const changes = changesBetween(last, jobs);
    if (changes) return changes;
    const changed: JobChange[] = [];
    const before = jobIndexOf(last);
    for (const job of jobs) {
      const old = before.get(job.id);
      if (old !== job) changed.push({ old, job });
    }
    return changed;
  };

  // A first read writes its pages as they land (list-reads.ts): every write until that read is
  // over is still the first read, so later pages' jobs are remembered, not recorded.
  const readList = (jobs: readonly Job[], reading = false) => {
    record(changedSince(jobs), !listRead);
    if (!reading) listRead = true;
  };

  // A list already in the cache, or one restored from this device, is remembered: the first read
  // from the service is still to come.
  const initial = queryClient.getQueryData(listKey);
  if (initial) readList(initial, true);
  const isList = (queryKey: QueryKey) => queryKey.length === listKey.length && startsWith(queryKey, listKey);
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { queryKey } = event.query as Query;
    // A sign out or a change of key resets the list (forget-account.ts): the next account's first
    // read is a first read again, and the list held here is let go. (A list the cache only let go
    // of, unobserved for minutes, is "removed", not reset: what was known of it still counts.)
    if (isList(queryKey) && queryClient.getQueryData(listKey) === undefined) {
      lastList = [];
      listRead = false;
      return;
    }
    // A list restored from this device (the persister's setState) is remembered, as at the start.
    const restored = event.action.type === 'setState' && isList(queryKey) && !listRead;
    if (event.action.type !== 'success' && !restored) return;
    if (isList(queryKey)) {
      const jobs = queryClient.getQueryData(listKey);
      if (jobs) readList(jobs, restored || event.query.state.fetchStatus === 'fetching');
    } else if (startsWith(queryKey, detailsKey) && typeof queryKey[2] === 'string') {
      const job = queryClient.getQueryData(jobQueries.detail(queryKey[2]).queryKey);
      if (job)
        record(
          [{ old: lastRecorded(job.id) === undefined ? jobIndexOf(lastList).get(job.id) : undefined, job }],
          false,
        );
    }
  });
  const stopDispatches = onDispatchLanded((job, sentAt) => {
    const recorded = own(useTransitionsStore.getState().byJob, job.id);
    // The stream (or a re-read) showed the job move on before the dispatch's answer came back: the
    // answer's state is the job's first, not a change back to it.
    if (recorded && recorded.length > 0) {
      useTransitionsStore.getState().actions.observeFirst(job.id, job.state, sentAt);
      return;
    }
    // A job dispatched while the first list read is still paging in may have reached the list (the
    // dispatch puts it there before this event) and been only remembered with the jobs that were
    // already there: it is new, so its first state is recorded all the same.
    record([{ old: undefined, job }], false);
  });
  return () => {
    stopQueries();
    stopDispatches();
  };
}

/** Mounted once near the app's root. */
export function JobHistoryRecorder() {
  const queryClient = useQueryClient();
  useEffect(() => recordJobHistory(queryClient), [queryClient]);
  return null;
}
