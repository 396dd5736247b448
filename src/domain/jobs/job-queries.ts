import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { singleResource } from '@/lib/api/envelopes';
import { jobSchema } from '@/lib/api/resources/job';
import { keepNewerJob, keepNewerJobs } from './keep-newer';
import { readJobList } from './job-list-read';
import { readWaitingJobs } from './waiting-jobs';

const jobResponseSchema = singleResource(jobSchema, 'job');

export const jobQueries = {
  all: () => ['jobs'] as const,
  lists: () => [...jobQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: jobQueries.lists(),
      queryFn: readJobList,
      structuralSharing: keepNewerJobs,
    }),
  /** The waiting jobs alone, a bounded read for screens that do not hold the list (waiting-jobs.ts). */
  waiting: () =>
    queryOptions({ queryKey: [...jobQueries.all(), 'waiting'] as const, queryFn: readWaitingJobs }),
  details: () => [...jobQueries.all(), 'detail'] as const,
  detail: (jobId: string) =>
    queryOptions({
      queryKey: [...jobQueries.details(), jobId] as const,
      queryFn: ({ signal }) => getJob(jobId, signal),
      structuralSharing: keepNewerJob,
    }),
};

/** One job, read fresh (the event layer reads a job a partial frame named). */
export function getJob(jobId: string, signal?: AbortSignal) {
  return apiRequest(jobResponseSchema, `/v1/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export { jobResponseSchema };
