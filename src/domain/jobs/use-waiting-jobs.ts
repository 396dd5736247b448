// The waiting jobs for the navigation count, the tab title and notifications: counted from the
// jobs list when a screen has it in the cache (without observing it, so it is not kept or re-read
// for them), otherwise from the bounded waiting read (waiting-jobs.ts).
import { hashKey, notifyManager, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { jobQueries } from './job-queries';
import { useListProgress } from '@/lib/api/queries/list-reads';
import { waitingJobsIn, type WaitingJobs } from './waiting-jobs';

const LIST_HASH = hashKey(jobQueries.list().queryKey);

/**
 * The jobs list's state as the cache holds it now, without becoming one of its observers;
 * undefined while no screen has asked for the list (or since it was garbage-collected).
 */
export function useCachedJobList(): QueryState<Job[]> | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The cache tells of a query as it is created, which can be while a screen renders; like
      // useQuery's own subscription, the change reaches React in the notify manager's next batch.
      const notify = notifyManager.batchCalls(onChange);
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === LIST_HASH) notify();
      });
    },
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryState<Job[]>(jobQueries.list().queryKey));
}

export function useWaitingJobs(): WaitingJobs | undefined {
  const listState = useCachedJobList();
  const list = listState?.data;
  const progress = useListProgress(jobQueries.list().queryKey);
  const more = progress !== undefined && (!progress.done || progress.truncated || progress.cut);
  // The same object while nothing changed: what is derived from it (the waiting work, the Inbox's
  // rows) is not derived again on every render.
  const fromList = useMemo(() => (list ? { jobs: waitingJobsIn(list), more } : undefined), [list, more]);
  // A list being read (its first page not yet in) is waited for, not read a second time.
  const { data: read } = useQuery({ ...jobQueries.waiting(), enabled: listState === undefined });
  return fromList ?? read;
}
