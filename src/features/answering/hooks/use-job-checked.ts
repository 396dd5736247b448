// An answer goes only to a job whose state was read in this visit: a job shown from what this
// device kept (lib/api/queries/last-seen.ts) may have moved on since, so its answer waits for the
// fresh read, and the form then shows where the job is now.
import { jobQueries } from '@/domain/jobs/job-queries';
import { useIsLastSeen, useOnlyLastSeen } from '@/lib/api/queries/last-seen';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';

export function useJobChecked(job: Job): boolean {
  const jobKept = useOnlyLastSeen([
    jobQueries.detail(job.id).queryKey,
    jobQueries.lists(),
    jobQueries.waiting().queryKey,
  ]);
  const questionKept = useIsLastSeen(sessionQueries.messages(job.primarySessionId ?? '').queryKey);
  return !jobKept && !questionKept;
}
