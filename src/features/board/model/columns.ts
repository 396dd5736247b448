// Columns of the jobs board: one per state (labels and order in domain/jobs/job-states).
import type { Job } from '@/lib/api/resources/job';
import { NAMED_JOB_STATES, NEEDS_INPUT, compareStates, stateLabel } from '@/domain/jobs/job-states';
import { waitingSince } from '@/domain/jobs/waiting-jobs';
import { changesBetween, type JobChange } from '@/domain/jobs/list-changes';
import { createWeakLatestMemo } from '@/lib/weak-latest-memo';
import { sortValue } from '@/lib/time';
import { lastActiveAt } from '@/domain/jobs/last-active';

export interface BoardColumn {
  /** The job state this column holds. */
  state: string;
  title: string;
  jobs: Job[];
}

// Jobs are immutable and a write replaces only the jobs it changed, so each one's time is parsed
// once, not on every render of a 5,000-job board.
const orderTimes = new WeakMap<Job, number>();

/**
 * Where a job sorts in its column, greatest first: "Needs input" is oldest waiting first, the
 * inbox's order (so the two never disagree), every other column most recent activity first.
 */
export function orderTime(job: Job): number {
  let at = orderTimes.get(job);
  if (at === undefined) {
    at =
      job.state === NEEDS_INPUT
        ? -sortValue(waitingSince(job), 'last')
        : sortValue(lastActiveAt(job), 'first');
    orderTimes.set(job, at);
  }
  return at;
}

export interface GroupOptions {
  /** States that get a column even when no shown job is in them (the unfiltered list's states). */
  statesSeen?: readonly string[];
  /** Sort times that override a job's own (a calm column keeps the order it had). */
  orderHint?: ReadonlyMap<string, number>;
}

type Key = { at: number; id: string };
type Hint = GroupOptions['orderHint'];

/** The board's order: greatest time first (see orderTime); ties (bulk jobs share a timestamp) by id. */
function compareKeys(a: Key, b: Key): number {
  // A plain comparison: localeCompare goes through ICU and made re-sorting 5,000 jobs a long task.
  return b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function keyOf(job: Job, hint: GroupOptions['orderHint']): Key {
  return { at: hint?.get(job.id) ?? orderTime(job), id: job.id };
}

/** Groups from scratch (exported for the tests that compare it with the regrouping). */
export function groupAll(jobs: readonly Job[], options: GroupOptions): BoardColumn[] {
  const byState = new Map<string, Job[]>();
  for (const state of [...NAMED_JOB_STATES, ...(options.statesSeen ?? [])]) byState.set(state, []);
  for (const job of jobs) {
    const list = byState.get(job.state);
    if (list) list.push(job);
    else byState.set(job.state, [job]);
  }
  return [...byState.keys()].sort(compareStates).map((state) => {
    const keyed = (byState.get(state) ?? []).map((job) => ({ job, key: keyOf(job, options.orderHint) }));
    keyed.sort((a, b) => compareKeys(a.key, b.key));
    return { state, title: stateLabel(state), jobs: keyed.map((entry) => entry.job) };
  });
}

/** Where `key` sits in a column sorted by compareKeys: the first index not before it. */
function positionOf(column: readonly Job[], key: Key, hint: GroupOptions['orderHint']): number {
  let low = 0;
  let high = column.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const job = column[middle];
    if (job && compareKeys(keyOf(job, hint), key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The same order hints (a calm column's are a new Map on every render, mostly the same). */
function sameHints(a: GroupOptions['orderHint'], b: GroupOptions['orderHint']): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [id, at] of a) if (b.get(id) !== at) return false;
  return true;
}

/** Changes past this many jobs are grouped afresh (a re-read). */
const MAX_REGROUPED = 256;

/** The jobs replaced in place or added at an end from `before` to `jobs`, by comparing positions. */
function changedByPosition(before: readonly Job[], jobs: readonly Job[]): JobChange[] | undefined {
  const added = jobs.length - before.length;
  if (added < 0 || added > MAX_REGROUPED) return undefined;
  // Added at the start when the old first job now sits after the added ones; otherwise at the end.
  const offset = added > 0 && jobs[0]?.id !== before[0]?.id && jobs[added]?.id === before[0]?.id ? added : 0;
  const changed: JobChange[] = [];
  for (let i = 0; i < before.length; i += 1) {
    const job = jobs[i + offset];
    const old = before[i];
    if (job === old) continue;
    if (!job || !old || job.id !== old.id || changed.length >= MAX_REGROUPED) return undefined;
    changed.push({ old, job });
  }
  const start = offset ? 0 : before.length;
  for (const job of jobs.slice(start, start + added)) changed.push({ old: undefined, job });
  return changed;
}

/** Changes past this many are merged into their columns in one pass each, not spliced one by one. */
const MAX_SPLICED = 16;

type Edited = Map<string, Job[]> | undefined;

/** Each changed job leaves its old column and is inserted into its new one by binary search. */
function spliced(columns: readonly BoardColumn[], changed: readonly JobChange[], hint: Hint): Edited {
  const lists = new Map(columns.map((column) => [column.state, column.jobs]));
  const edited = new Map<string, Job[]>();
  const editable = (state: string): Job[] | undefined => {
    let list = edited.get(state);
    if (!list) {
      const shown = lists.get(state);
      if (!shown) return undefined;
      list = shown.slice();
      edited.set(state, list);
    }
    return list;
  };
  for (const { old, job } of changed) {
    const to = editable(job.state);
    if (!to) return undefined; // a state with no column yet: columns come and go
    if (old) {
      const from = editable(old.state);
      const at = from ? positionOf(from, keyOf(old, hint), hint) : -1;
      if (!from || from[at] !== old) return undefined;
      from.splice(at, 1);
    }
    to.splice(positionOf(to, keyOf(job, hint), hint), 0, job);
  }
  return edited;
}

/** Many changes (a page read): each touched column loses its old jobs and merges the new ones in. */
function merged(columns: readonly BoardColumn[], changed: readonly JobChange[], hint: Hint): Edited {
  const lists = new Map(columns.map((column) => [column.state, column.jobs]));
  const gone = new Map<string, Set<Job>>();
  const come = new Map<string, Job[]>();
  for (const { old, job } of changed) {
    if (!lists.has(job.state) || (old && !lists.has(old.state))) return undefined;
    if (old) gone.set(old.state, (gone.get(old.state) ?? new Set()).add(old));
    come.set(job.state, [...(come.get(job.state) ?? []), job]);
  }
  const edited = new Map<string, Job[]>();
  for (const state of new Set([...gone.keys(), ...come.keys()])) {
    const shown = lists.get(state) ?? [];
    const leaving = gone.get(state);
    const rest = leaving ? shown.filter((job) => !leaving.has(job)) : shown;
    if (leaving && rest.length !== shown.length - leaving.size) return undefined;
    const keyed = (come.get(state) ?? []).map((job) => ({ job, key: keyOf(job, hint) }));
    keyed.sort((a, b) => compareKeys(a.key, b.key));
    const list: Job[] = [];
    let i = 0;
    for (const { job, key } of keyed) {
      for (let held = rest[i]; held && compareKeys(keyOf(held, hint), key) < 0; held = rest[(i += 1)])
        list.push(held);
      list.push(job);
    }
    edited.set(state, i < rest.length ? list.concat(rest.slice(i)) : list);
  }
  return edited;
}

/**
 * The columns for `jobs` worked out from the columns of the list before it, when `jobs` is that
 * list with a few jobs replaced in place (a frame's write) or added at its end (a page read) or
 * start (a new job): each changed job leaves its old column and each job is inserted into its
 * new one by binary search, instead of sorting 100,000 jobs again on every frame and page. Columns no change touched are the same objects as
 * before (their lists render nothing new). Undefined when the lists differ otherwise.
 */
function regroup(previous: Grouped, jobs: readonly Job[], options: GroupOptions): BoardColumn[] | undefined {
  const hint = options.orderHint;
  if (!sameHints(hint, previous.options.orderHint)) return undefined;
  const seen = options.statesSeen ?? [];
  const seenBefore = previous.options.statesSeen ?? [];
  // States seen only grow while a page lives (board-view.ts); one that went is grouped afresh.
  if (seenBefore.some((state) => !seen.includes(state))) return undefined;
  // The jobs a write changed, as it noted them (the cache's list), else found by position (a
  // filtered list is made afresh on each write).
  const changed = changesBetween(previous.jobs, jobs) ?? changedByPosition(previous.jobs, jobs);
  if (!changed) return undefined;
  const columns = withColumnsFor(previous.columns, [...seen, ...changed.map(({ job }) => job.state)]);
  if (changed.length === 0) return columns;
  const edited =
    changed.length <= MAX_SPLICED ? spliced(columns, changed, hint) : merged(columns, changed, hint);
  if (!edited) return undefined;
  // A column emptied that only its jobs kept (no named state, not seen elsewhere) goes.
  const kept = new Set<string>([...NAMED_JOB_STATES, ...seen]);
  for (const [state, list] of edited) if (list.length === 0 && !kept.has(state)) return undefined;
  return columns.map((column) => {
    const list = edited.get(column.state);
    return list ? { ...column, jobs: list } : column;
  });
}

/**
 * `columns` with an empty column for each of `states` that has none yet, in the states' order: a
 * state first seen on the 75,000th job (a page of a new state) adds its column instead of
 * sorting every job again. The same array when none is new.
 */
function withColumnsFor(columns: BoardColumn[], states: readonly string[]): BoardColumn[] {
  const have = new Set(columns.map((column) => column.state));
  const fresh = [...new Set(states)].filter((state) => !have.has(state));
  if (fresh.length === 0) return columns;
  return [...columns, ...fresh.map((state) => ({ state, title: stateLabel(state), jobs: [] }))].sort((a, b) =>
    compareStates(a.state, b.state),
  );
}

interface Grouped {
  jobs: readonly Job[];
  options: GroupOptions;
  columns: BoardColumn[];
}
// The last grouping, for the next one to start from (the board asks on every frame of a burst).
const last = createWeakLatestMemo<readonly Job[], Omit<Grouped, 'jobs'>>();

/** Groups jobs into columns: the four named ones always, every other state when seen. */
export function groupJobs(jobs: readonly Job[], options: GroupOptions = {}): BoardColumn[] {
  const previous = last.get();
  const columns =
    (previous && regroup({ jobs: previous.key, ...previous.value }, jobs, options)) ??
    groupAll(jobs, options);
  last.set(jobs, { options, columns });
  return columns;
}
