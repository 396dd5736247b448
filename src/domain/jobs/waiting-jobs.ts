// The one set of jobs that wait for the person: state `ambiguous` (spec rule 4), oldest waiting
// first. The inbox reads it through this selector over the whole jobs list. The navigation count,
// the tab title and the desktop notification read it from that list when it is in the cache (the
// board or the inbox filled it), and otherwise from a bounded read of their own, kept current by
// the event stream (noteWaitingChanges), and counted as "N+" when the service had more: pages
// until one holds a waiting job, at most WAITING_PAGES of them (the spec shows no filter on the
// list). Screens that do not show the list never read or hold all of it: only the waiting jobs
// are kept.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readPages } from '@/lib/api/envelopes';
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { NEEDS_INPUT } from './job-states';
import { jobQueries } from './job-queries';
import { firstTime } from '@/lib/time';

/**
 * Pages the badge reads at most when the list is not in the cache, looking for a waiting job: a
 * waiting job past the first page still shows a count, and an account with none costs a few reads.
 */
export const WAITING_PAGES = 5;

function isWaitingForAnswer(job: Job): boolean {
  return job.state === NEEDS_INPUT;
}

/** When the job started waiting, as well as the service tells: its last update. */
export function waitingSince(job: Job): number {
  return firstTime(job.updatedAt, job.createdAt) ?? Number.POSITIVE_INFINITY;
}

/** Whether a job waiting since `since` is overdue: past the person's "Mark waits longer than". */
export const isOverdue = (since: number, now: number, longWaitMinutes: number) =>
  now - since > longWaitMinutes * 60_000;

export function byWaitingSince(a: { since: number; id: string }, b: { since: number; id: string }): number {
  return a.since - b.since || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function selectWaitingJobs(jobs: readonly Job[]): Job[] {
  return jobs
    .filter(isWaitingForAnswer)
    .map((job) => ({ job, since: waitingSince(job), id: job.id }))
    .sort(byWaitingSince)
    .map(({ job }) => job);
}

export interface WaitingJobs {
  jobs: Job[];
  /** The count is a lower bound: the service had more jobs than were read. */
  more: boolean;
}

export const waitingJobsQuery = () =>
  queryOptions({
    queryKey: [...jobQueries.all(), 'waiting'] as const,
    queryFn: async ({ signal }): Promise<WaitingJobs> => {
      const read = await readPages(jobSchema, '/v1/jobs', 'jobs', {
        signal,
        maxPages: WAITING_PAGES,
        until: (items) => items.some(isWaitingForAnswer),
      });
      return { jobs: selectWaitingJobs(read.items), more: read.truncated || read.cut };
    },
  });

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
  const key = waitingJobsQuery().queryKey;
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
    queryClient.getQueryData(waitingJobsQuery().queryKey)?.jobs;
  const job = jobs?.find((item) => item.id === jobId);
  return job && isWaitingForAnswer(job) ? job : undefined;
}
