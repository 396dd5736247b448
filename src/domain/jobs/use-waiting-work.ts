// The waiting work (waiting-work.ts) as the cache holds it now: the waiting jobs (use-waiting-jobs.ts)
// with the snoozed ones set apart (use-snoozed.ts). Undefined until the count is known.
import { useMemo } from 'react';
import { useSnoozed } from './use-snoozed';
import { useWaitingJobs } from './use-waiting-jobs';
import { waitingWork, type WaitingWork } from './waiting-work';

export function useWaitingWork(): WaitingWork | undefined {
  const waiting = useWaitingJobs();
  const items = useMemo(() => (waiting?.jobs ?? []).map((job) => ({ job })), [waiting]);
  const { awake, snoozed } = useSnoozed(items);
  return useMemo(
    () =>
      waiting &&
      waitingWork(
        awake.map(({ job }) => job),
        snoozed.map(({ job }) => job),
        waiting.more,
      ),
    [waiting, awake, snoozed],
  );
}
