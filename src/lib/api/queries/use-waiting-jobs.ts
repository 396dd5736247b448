// The waiting jobs for the navigation count, the tab title and notifications: counted from the
// jobs list when a screen has it in the cache (without observing it, so it is not kept or re-read
// for them), otherwise from the bounded waiting read (waiting-jobs.ts).
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Job } from '../resources/job';
import { jobQueries } from './jobs';
import { useListProgress } from './list-reads';
import { selectWaitingJobs, waitingJobsQuery, type WaitingJobs } from './waiting-jobs';

const LIST_HASH = hashKey(jobQueries.list().queryKey);

/** The jobs list as the cache holds it now, without becoming one of its observers. */
function useCachedJobList(): Job[] | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === LIST_HASH) onChange();
      }),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData(jobQueries.list().queryKey));
}

export function useWaitingJobs(): WaitingJobs | undefined {
  const list = useCachedJobList();
  const progress = useListProgress(jobQueries.list().queryKey);
  const fromList = useMemo(() => (list ? selectWaitingJobs(list) : undefined), [list]);
  const { data: read } = useQuery({ ...waitingJobsQuery(), enabled: list === undefined });
  if (fromList)
    return { jobs: fromList, more: progress !== undefined && (!progress.done || progress.truncated) };
  return read;
}
