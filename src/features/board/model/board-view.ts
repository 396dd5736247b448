// What the board shows for a list and its filters: the columns, and how much a filter hides.
import type { Job } from '@/lib/api/resources/job';
import { groupJobs, keepColumnOrder, narrowColumnOrder, type BoardColumn } from './columns';
import { filterJobs } from './filter';

/**
 * The states seen during this page's life, in the order first seen. A column, once shown, stays
 * (empty) when its last job moves on, so columns do not come and go — shifting the others — as
 * jobs pass through a running state. Returns `seen` itself when nothing is new.
 */
export function mergeSeenStates(seen: readonly string[], jobs: readonly Job[]): readonly string[] {
  const known = new Set(seen);
  let next: string[] | undefined;
  for (const job of jobs) {
    if (known.has(job.state)) continue;
    known.add(job.state);
    next = [...(next ?? seen), job.state];
  }
  return next ?? seen;
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
