// The board's list: the event table keeps it current while the stream is live (so no re-read on
// focus then); while it is not, page 1 is re-read with a growing delay (see list-backoff and
// list-reads.ts), and the re-reads stop once live. The reconnect brings one full re-read.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useStreamStatus } from '@/lib/events/status-store';
import { listRefetchDelay } from '../model/list-backoff';

export function useJobsList() {
  const status = useStreamStatus();
  const live = status === 'Live';
  const baseline = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (live) baseline.current = undefined;
  }, [live]);
  return useQuery({
    ...jobQueries.list(),
    refetchInterval: live
      ? false
      : (query: { state: { dataUpdateCount: number; errorUpdateCount: number } }) => {
          const reads = query.state.dataUpdateCount + query.state.errorUpdateCount;
          baseline.current ??= reads;
          return listRefetchDelay(reads - baseline.current);
        },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: !live,
  });
}
