// Columns of the jobs board. The spec names four states (backlog, ambiguous, done, failed) and
// says the list "may be longer": every other state gets a column of its own, named after the state
// in sentence case, so a state nobody planned for is shown rather than lost. Running states come
// right after Backlog, where people look for work in flight; unknown ones go last.
import type { Job } from '@/lib/api/resources/job';

export interface BoardColumn {
  /** The job state this column holds. */
  state: string;
  title: string;
  jobs: Job[];
}

// A Map, not an object: a state is the service's word, and `__proto__` or `constructor` must not
// find Object.prototype's members.
const NAMED_TITLES: ReadonlyMap<string, string> = new Map([
  ['backlog', 'Backlog'],
  ['ambiguous', 'Needs input'],
  ['done', 'Done'],
  ['failed', 'Failed'],
]);

/** States that mean "an agent is working on it" in the dialects we know of. */
const RUNNING_STATES = new Set([
  'in_progress',
  'running',
  'working',
  'active',
  'processing',
  'started',
  'executing',
  'planning',
]);

/** `on_hold` → "On hold", `IN-PROGRESS` → "In progress", `needsReview` → "Needs review". */
export function sentenceCase(state: string): string {
  const words = state
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return 'Unknown';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function columnTitle(state: string): string {
  return NAMED_TITLES.get(state) ?? sentenceCase(state);
}

function columnRank(state: string): number {
  if (state === 'backlog') return 0;
  if (RUNNING_STATES.has(state)) return 1;
  if (state === 'ambiguous') return 2;
  if (state === 'done') return 3;
  if (state === 'failed') return 4;
  return 5;
}

export function compareStates(a: string, b: string): number {
  return columnRank(a) - columnRank(b) || a.localeCompare(b);
}

/** When a job last did something, for ordering: most recent first. */
export function activityTime(job: Job): number {
  const at = Date.parse(job.last_active_at ?? job.updated_at ?? job.created_at ?? '');
  return Number.isNaN(at) ? 0 : at;
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
  for (const state of ['backlog', 'ambiguous', 'done', 'failed', ...(options.statesSeen ?? [])])
    byState.set(state, []);
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
    return { state, title: columnTitle(state), jobs: keyed.map((entry) => entry.job) };
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
