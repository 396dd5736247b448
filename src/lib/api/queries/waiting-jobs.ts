// The one set of jobs that wait for the person: state `ambiguous` (spec rule 4), oldest waiting
// first. The inbox, the navigation count, the tab title and the desktop notification all read it
// through this selector over the jobs list (every page of it: the whole account), so they agree.
import { queryOptions } from '@tanstack/react-query';
import type { Job } from '../resources/job';
import { NEEDS_INPUT } from '../resources/job-states';
import { jobQueries } from './jobs';

export const WAITING_STATE = NEEDS_INPUT;

function isWaitingForAnswer(job: Job): boolean {
  return job.state === WAITING_STATE;
}

/** When the job started waiting, as well as the service tells: its last update. */
export function waitingSince(job: Job): number {
  const at = Date.parse(job.updatedAt ?? job.createdAt ?? '');
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}

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

export const waitingJobsQuery = () => queryOptions({ ...jobQueries.list(), select: selectWaitingJobs });
