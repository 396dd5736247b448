// The job as the service last told it, for a view that shows an older copy on purpose: a calm
// column keeps a card where it was while the person points at it (use-calm-jobs.ts), but what the
// card says of an answer, and whether it still offers one, must follow the job as it is now.
import { useQuery } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { jobIndexOf } from '@/domain/jobs/job-index';
import type { Job } from '@/lib/api/resources/job';

export function useCurrentJob(job: Job): Job {
  // Reads the cache only (the board's own observer reads the service); a card re-renders only when
  // its own job changed.
  const { data } = useQuery({
    ...jobQueries.list(),
    enabled: false,
    select: (list) => jobIndexOf(list).get(job.id),
  });
  return data ?? job;
}
