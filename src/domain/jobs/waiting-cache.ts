// The waiting jobs as the cache holds them: the bounded set kept current by frames, and the one
// job a notification names, from the list when the cache has it, else from that set.
import type { QueryClient } from '@tanstack/react-query';
import type { Job } from '@/lib/api/resources/job';
import { NEEDS_INPUT } from './job-states';
import { jobQueries } from './job-queries';
import { isWaitingForAnswer, selectWaitingJobs } from './waiting-jobs';

/**
 * Frames changed these jobs (`unknown`: ids whose state changed but whose job is not known here):
 * keeps the bounded waiting set current at the cost of what changed. A job that starts waiting and
 * is not known makes the set re-read (its first pages), since a row needs the job's title.
 */
export function noteWaitingChanges(
  queryClient: QueryClient,
  jobs: ReadonlyMap<string, Job>,
  states: ReadonlyMap<string, string>,
): boolean {
  const key = jobQueries.waiting().queryKey;
  const held = queryClient.getQueryData(key);
  if (!held) return false;
  let stale = false;
  const byId = new Map(held.jobs.map((job) => [job.id, job]));
  let changed = false;
  for (const [id, state] of states) {
    const job = jobs.get(id);
    if (state === NEEDS_INPUT) {
      if (job) {
        byId.set(id, job);
        changed = true;
      } else if (!byId.has(id)) stale = true;
    } else if (byId.delete(id)) changed = true;
  }
  if (changed) queryClient.setQueryData(key, { ...held, jobs: selectWaitingJobs([...byId.values()]) });
  // The last counted job stopped waiting, and pages were left unread: they may hold others.
  if (changed && held.more && byId.size === 0) stale = true;
  return stale;
}

/** The job, if it waits for the person as the cache holds it now (the list, else the waiting set). */
export function cachedWaitingJob(queryClient: QueryClient, jobId: string): Job | undefined {
  // A pass over the list, once per job announced (the index the board's cards use would put its
  // code in every screen's first load, for a lookup this rare).
  const jobs =
    queryClient.getQueryData(jobQueries.list().queryKey) ??
    queryClient.getQueryData(jobQueries.waiting().queryKey)?.jobs;
  const job = jobs?.find((item) => item.id === jobId);
  return job && isWaitingForAnswer(job) ? job : undefined;
}
