// Watches the jobs in the query cache and records every state change this browser sees (from
// frames, re-reads or dispatches). Jobs already there on the first read are only remembered, not
// recorded: 5,000 bulk jobs should not become 5,000 history entries.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobQueries } from '@/lib/api/queries/jobs';
import type { Job } from '@/lib/api/resources/job';
import { useTransitionsStore } from '../store/transitions-store';

const lastStates = new Map<string, string>();
let listenerCount = 0;
let unsubscribe: (() => void) | undefined;

function record(jobs: readonly Job[], isFirstRead: boolean) {
  const seen: { jobId: string; state: string }[] = [];
  for (const job of jobs) {
    const before = lastStates.get(job.id);
    if (before === job.state) continue;
    lastStates.set(job.id, job.state);
    if (before === undefined && isFirstRead) continue;
    seen.push({ jobId: job.id, state: job.state });
  }
  if (seen.length > 0) useTransitionsStore.getState().actions.observeMany(seen);
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return b.every((part, index) => a[index] === part);
}

export function useObserveJobTransitions() {
  const queryClient = useQueryClient();
  useEffect(() => {
    listenerCount += 1;
    if (listenerCount === 1) {
      const cache = queryClient.getQueryCache();
      const listKey = jobQueries.list().queryKey;
      const initial = queryClient.getQueryData(listKey);
      if (initial) record(initial, true);
      unsubscribe = cache.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = (event.query as Query).queryKey;
        if (sameKey(key, listKey) && key.length === listKey.length) {
          const jobs = queryClient.getQueryData(listKey);
          if (jobs) record(jobs, lastStates.size === 0);
        } else if (sameKey(key, jobQueries.details()) && typeof key[2] === 'string') {
          const job = queryClient.getQueryData(jobQueries.detail(key[2]).queryKey);
          if (job) record([job], false);
        }
      });
    }
    return () => {
      listenerCount -= 1;
      if (listenerCount === 0) unsubscribe?.();
    };
  }, [queryClient]);
}
