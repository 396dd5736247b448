// The job as the service last told it, for a view that shows an older copy on purpose: a calm
// column keeps a card where it was while the person points at it (use-calm-jobs.ts), but what the
// card says of an answer, and whether it still offers one, must follow the job as it is now.
import { useQuery } from '@tanstack/react-query';
import { jobQueries } from '@/lib/api/queries/jobs';
import type { Job } from '@/lib/api/resources/job';

// One index per version of the list (lists are immutable), shared by every card that asks.
const indexes = new WeakMap<readonly Job[], ReadonlyMap<string, Job>>();
function indexOf(list: readonly Job[]): ReadonlyMap<string, Job> {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.map((job) => [job.id, job]));
    indexes.set(list, index);
  }
  return index;
}

export function useCurrentJob(job: Job): Job {
  // Reads the cache only (the board's own observer reads the service); a card re-renders only when
  // its own job changed.
  const { data } = useQuery({
    ...jobQueries.list(),
    enabled: false,
    select: (list) => indexOf(list).get(job.id),
  });
  return data ?? job;
}
