// The one set of jobs that wait for the person: state `ambiguous` (spec rule 4), oldest waiting
// first. The inbox reads it through this selector over the whole jobs list. The navigation count,
// the tab title and the desktop notification read it from that list when it is in the cache (the
// board or the inbox filled it), and otherwise from a bounded read of their own, kept current by
// the event stream (noteWaitingChanges), and counted as "N+" when the service had more: pages
// until one holds a waiting job, at most WAITING_PAGES of them (the spec shows no filter on the
// list). Screens that do not show the list never read or hold all of it: only the waiting jobs
// are kept.
import { readPages } from '@/lib/api/envelopes';
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { NEEDS_INPUT } from './job-states';
import { stepOf } from './list-changes';
import { compareInstants, firstTime, type Instant } from '@/lib/time';

/**
 * Pages the badge reads at most when the list is not in the cache, looking for a waiting job: a
 * waiting job past the first page still shows a count, and an account with none costs a few reads.
 */
export const WAITING_PAGES = 5;

export function isWaitingForAnswer(job: Job): boolean {
  return job.state === NEEDS_INPUT;
}

/** When the job started waiting, as well as the service tells: its last update (or unknown). */
export function waitingSince(job: Job): Instant {
  return firstTime(job.updatedAt, job.createdAt);
}

/** Whether a job waiting since `since` is overdue: past the person's "Mark waits longer than". */
export const isOverdue = (since: Instant, now: number, longWaitMinutes: number) =>
  since !== undefined && now - since > longWaitMinutes * 60_000;

/** Oldest waiting first, unknown times last; ties by id. */
export function byWaitingSince(a: { since: Instant; id: string }, b: { since: Instant; id: string }): number {
  return compareInstants(a.since, b.since, 'last') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function selectWaitingJobs(jobs: readonly Job[]): Job[] {
  return jobs
    .filter(isWaitingForAnswer)
    .map((job) => ({ job, since: waitingSince(job), id: job.id }))
    .sort(byWaitingSince)
    .map(({ job }) => job);
}

// The waiting jobs of each version of the list: a version a write made (list-changes.ts) starts
// from the one before it, so a frame that touches no waiting job costs its jobs and keeps the same
// array (nothing that shows the count renders again), instead of a pass over 100,000 jobs.
const waitingByList = new WeakMap<readonly Job[], Job[]>();
const MAX_FOLLOWED = 64;

/** selectWaitingJobs of a job list, followed from the version before it where a write made it. */
export function waitingJobsIn(list: readonly Job[], depth = 0): Job[] {
  const held = waitingByList.get(list);
  if (held) return held;
  const step = depth < MAX_FOLLOWED ? stepOf(list) : undefined;
  let waiting: Job[];
  if (!step) waiting = selectWaitingJobs(list);
  else {
    const before = waitingJobsIn(step.previous, depth + 1);
    const leaving = new Set<Job>();
    const coming: Job[] = [];
    for (const { old, job } of step.changes) {
      if (old && isWaitingForAnswer(old)) leaving.add(old);
      if (isWaitingForAnswer(job)) coming.push(job);
    }
    waiting =
      leaving.size === 0 && coming.length === 0
        ? before
        : selectWaitingJobs([...before.filter((job) => !leaving.has(job)), ...coming]);
  }
  waitingByList.set(list, waiting);
  return waiting;
}

export interface WaitingJobs {
  jobs: Job[];
  /** The count is a lower bound: the service had more jobs than were read. */
  more: boolean;
}

/** The bounded read of the waiting jobs (`jobQueries.waiting()`), for screens without the list. */
export async function readWaitingJobs({ signal }: { signal: AbortSignal }): Promise<WaitingJobs> {
  const read = await readPages(jobSchema, '/v1/jobs', 'jobs', {
    signal,
    maxPages: WAITING_PAGES,
    until: (items) => items.some(isWaitingForAnswer),
  });
  return { jobs: selectWaitingJobs(read.items), more: read.truncated || read.cut };
}
