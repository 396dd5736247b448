// The states seen during this page's life: a column, once there, stays (mergeSeenStates). Kept
// as the list changes in the cache, by a subscription of this board's own: never set in a render.
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { mergeSeenStates } from '../model/board-view';

function seenStates(queryClient: QueryClient) {
  const key = jobQueries.list().queryKey;
  const hash = hashKey(key);
  let states = mergeSeenStates([], queryClient.getQueryData(key) ?? []);
  return {
    current: () => states,
    subscribe: (notify: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== hash) return;
        const next = mergeSeenStates(states, queryClient.getQueryData(key) ?? []);
        if (next === states) return;
        states = next;
        notify();
      }),
  };
}

/** The states seen so far, and those of the list shown now (a deferred copy may lag the cache). */
export function useSeenStates(live: readonly Job[]): readonly string[] {
  const queryClient = useQueryClient();
  const [seen] = useState(() => seenStates(queryClient));
  return mergeSeenStates(useSyncExternalStore(seen.subscribe, seen.current), live);
}
