// Columns of the jobs board: one per state (labels and order in lib/api/resources/job-states).
import type { Job } from '@/lib/api/resources/job';
import { NAMED_JOB_STATES, compareStates, stateLabel } from '@/lib/api/resources/job-states';

export interface BoardColumn {
  /** The job state this column holds. */
  state: string;
  title: string;
  jobs: Job[];
}

// Jobs are immutable and a write replaces only the jobs it changed, so each one's time is parsed
// once, not on every render of a 5,000-job board.
const activityTimes = new WeakMap<Job, number>();

/** When a job last did something, for ordering: most recent first. */
export function activityTime(job: Job): number {
  let at = activityTimes.get(job);
  if (at === undefined) {
    at = Date.parse(job.lastActiveAt ?? job.updatedAt ?? job.createdAt ?? '');
    if (Number.isNaN(at)) at = 0;
    activityTimes.set(job, at);
  }
  return at;
}

export interface GroupOptions {
  /** States that get a column even when no shown job is in them (the unfiltered list's states). */
  statesSeen?: Iterable<string>;
  /** Sort times that override a job's own (a calm column keeps the order it had). */
  orderHint?: ReadonlyMap<string, number>;
}

/** Groups jobs into columns: the four named ones always, every other state when seen. */
export function groupJobs(jobs: readonly Job[], options: GroupOptions = {}): BoardColumn[] {
  const byState = new Map<string, Job[]>();
  for (const state of [...NAMED_JOB_STATES, ...(options.statesSeen ?? [])]) byState.set(state, []);
  for (const job of jobs) {
    const list = byState.get(job.state);
    if (list) list.push(job);
    else byState.set(job.state, [job]);
  }
  const hint = options.orderHint;
  const timeOf = (job: Job) => hint?.get(job.id) ?? activityTime(job);
  return [...byState.keys()].sort(compareStates).map((state) => {
    const list = byState.get(state) ?? [];
    const keyed = list.map((job) => ({ job, at: timeOf(job) }));
    // Ties (bulk jobs share a timestamp) by id with a plain comparison: localeCompare goes
    // through ICU and made re-sorting 5,000 jobs a long task on every write.
    keyed.sort((a, b) => b.at - a.at || (a.job.id < b.job.id ? -1 : a.job.id > b.job.id ? 1 : 0));
    return { state, title: stateLabel(state), jobs: keyed.map((entry) => entry.job) };
  });
}

/**
 * While the person points at or focuses a column, the columns already shown keep their order
 * and a column for a newly seen state goes last, so nothing slides under the pointer.
 */
export function keepColumnOrder<T extends { state: string }>(
  columns: T[],
  shownOrder: readonly string[],
): T[] {
  const index = new Map(shownOrder.map((state, i) => [state, i]));
  const rank = (state: string) => index.get(state) ?? shownOrder.length;
  return columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => rank(a.column.state) - rank(b.column.state) || a.i - b.i)
    .map(({ column }) => column);
}
