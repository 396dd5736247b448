// What the board shows for a list and its filters: the columns, and how much a filter hides.
import type { Job } from '@/lib/api/resources/job';
import { groupJobs, type BoardColumn } from './columns';
import { keepColumnOrder, narrowColumnOrder } from './column-order';
import { filterJobs } from './filter';
import { stepOf } from '@/domain/jobs/list-changes';

/**
 * The states seen during this page's life, in the order first seen. A column, once shown, stays
 * (empty) when its last job moves on, so columns do not come and go — shifting the others — as
 * jobs pass through a running state. Returns `seen` itself when nothing is new.
 */
export function mergeSeenStates(seen: readonly string[], jobs: readonly Job[]): readonly string[] {
  let next: string[] | undefined;
  for (const state of statesOf(jobs)) {
    if (seen.includes(state) || next?.includes(state)) continue;
    next = [...(next ?? seen), state];
  }
  return next ?? seen;
}

// The states of each version of the list, in the order first seen. A version a write made
// (list-changes.ts) starts from the one before it and adds its changed jobs' states, so a frame
// costs its jobs, not a pass over 100,000 (the board asks on every cache event and render). Such
// a version keeps the states of the versions before it: a column, once there, stays anyway.
const statesByList = new WeakMap<readonly Job[], readonly string[]>();
/** Versions followed back at most before the states are read afresh. */
const MAX_FOLLOWED = 64;

function statesOf(jobs: readonly Job[], depth = 0): readonly string[] {
  const held = statesByList.get(jobs);
  if (held) return held;
  const step = depth < MAX_FOLLOWED ? stepOf(jobs) : undefined;
  let states = step ? statesOf(step.previous, depth + 1) : [];
  for (const job of step ? step.changes.map((change) => change.job) : jobs)
    if (!states.includes(job.state)) states = [...states, job.state];
  statesByList.set(jobs, states);
  return states;
}

export interface BoardViewOptions {
  q: string;
  state: string;
  statesSeen: readonly string[];
  orderHint?: ReadonlyMap<string, number>;
  /** The column order on screen, kept while a column is calm; undefined lets the order settle. */
  keepOrder?: readonly string[];
  /** The columns stack (a phone): "Needs input" leads and empty columns go last. */
  narrow?: boolean;
}

export interface BoardView {
  columns: BoardColumn[];
  /** Jobs shown after the filters, and jobs there are. */
  shown: number;
  total: number;
  filtered: boolean;
}

export function boardView(
  jobs: readonly Job[],
  { q, state, statesSeen, orderHint, keepOrder, narrow = false }: BoardViewOptions,
): BoardView {
  const visible = filterJobs(jobs, q, state);
  // A state filter always gets its column, even for a state no job is in (`?state=nonsense`).
  const grouped = groupJobs(visible, { statesSeen: state ? [...statesSeen, state] : statesSeen, orderHint });
  const settled = narrow ? narrowColumnOrder(grouped) : grouped;
  const ordered = keepOrder ? keepColumnOrder(settled, keepOrder) : settled;
  return {
    columns: state ? ordered.filter((column) => column.state === state) : ordered,
    shown: visible.length,
    total: jobs.length,
    filtered: q.trim() !== '' || state !== '',
  };
}
