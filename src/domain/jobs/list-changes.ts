// What a write changed in the job list, kept beside the list it made. Every write of the list goes
// through upsertById, which replaces jobs where they are and adds new ones at an end; it notes here
// which jobs it replaced or added and from which list, and keeps the list's ids by position. Those
// who follow the list (the cache's structural sharing, the job index, the board's columns, the
// seen states, the waiting jobs) then update by the jobs a write changed, not by comparing 100,000
// jobs on every frame and page. A list with no such note (a whole read's answer) is taken afresh.
import type { Job } from '@/lib/api/resources/job';

/** One job a write replaced (`old`) or added (no `old`). */
export interface JobChange {
  old: Job | undefined;
  job: Job;
}

interface Step {
  /** Held weakly: a version of 100,000 jobs must not keep every version before it. */
  previous: WeakRef<readonly Job[]>;
  changes: readonly JobChange[];
}

const steps = new WeakMap<object, Step>();

// The changes of the list's versions, in order, held strongly in a journal: a follower that saw an
// older version finds what changed since without the versions between (only weakly held, so a
// garbage collection between two renders of a board loading 100,000 jobs broke the chain and the
// board sorted every job again: the longest task of the load). Each version marks where it is in
// the journal. A journal holds at most MAX_JOURNAL changes, then another begins, linked to the one
// before (one link: a follower further behind starts afresh, once).
// A job added is journalled as itself, not as its change (`{ old: undefined, job }`): a read of
// 100,000 jobs adds 100,000, and their wrappers were 2.4 MB of the board's heap.
type Entry = JobChange | Job;
const changeOf = (entry: Entry): JobChange =>
  'job' in entry && 'old' in entry ? entry : { old: undefined, job: entry };
interface Journal {
  changes: Entry[];
  /** Where this journal began in the one before it. */
  from?: Mark;
}
interface Mark {
  journal: Journal;
  at: number;
}
const marks = new WeakMap<object, Mark>();
const MAX_JOURNAL = 50_000;

function mark(list: readonly Job[], previous: readonly Job[], changes: readonly JobChange[]) {
  let from = marks.get(previous);
  const own = marks.get(list);
  // A list noted again from the same version (structural sharing kept some held copies): its
  // changes replace the ones noted for it, which are the journal's last.
  if (from && own?.journal === from.journal && own.at === from.journal.changes.length && from.at <= own.at)
    from.journal.changes.length = from.at;
  // A version written from one that is not the newest (a branch) starts a journal of its own.
  if (from && from.at !== from.journal.changes.length) from = undefined;
  let journal = from?.journal ?? { changes: [] };
  if (from && from.at + changes.length > MAX_JOURNAL) {
    journal.from = undefined; // the link before the one before is let go
    journal = { changes: [], from };
  }
  if (!from && !marks.has(previous)) marks.set(previous, { journal, at: 0 });
  for (const change of changes) journal.changes.push(change.old ? change : change.job);
  marks.set(list, { journal, at: journal === from?.journal ? from.at + changes.length : changes.length });
}

/** The changes from `before` to `after` as the journals hold them, or undefined when they do not connect. */
function journalled(before: readonly Job[], after: readonly Job[]): readonly JobChange[][] | undefined {
  const start = marks.get(before);
  const end = marks.get(after);
  if (!start || !end) return undefined;
  if (start.journal === end.journal)
    return start.at <= end.at ? [start.journal.changes.slice(start.at, end.at).map(changeOf)] : undefined;
  const link = end.journal.from;
  if (link?.journal !== start.journal || start.at > link.at) return undefined;
  return [
    start.journal.changes.slice(start.at, link.at).map(changeOf),
    end.journal.changes.slice(0, end.at).map(changeOf),
  ];
}

/** Notes that `list` is `previous` with `changes` (replaced in place, or added at an end). */
export function noteListStep(list: readonly Job[], previous: readonly Job[], changes: readonly JobChange[]) {
  steps.set(list, { previous: new WeakRef(previous), changes });
  mark(list, previous, changes);
}

/** The list `list` was written from, and what the write changed, if a write made it. */
export function stepOf(
  list: readonly Job[],
): { previous: readonly Job[]; changes: readonly JobChange[] } | undefined {
  const step = steps.get(list);
  const previous = step?.previous.deref();
  return step && previous ? { previous, changes: step.changes } : undefined;
}

/** Steps walked back at most, looking for the list a follower last saw. */
const MAX_STEPS = 64;

/** The versions' changes from `before` back to `after`, walked by the versions themselves. */
function walked(
  before: readonly Job[],
  after: readonly Job[],
): readonly (readonly JobChange[])[] | undefined {
  const path: (readonly JobChange[])[] = [];
  for (let list = after; list !== before;) {
    const step = stepOf(list);
    if (!step || path.length >= MAX_STEPS) return undefined;
    path.push(step.changes);
    list = step.previous;
  }
  return path.reverse();
}

/**
 * The jobs changed from `before` to `after`, one entry per id (the job as `before` held it and as
 * `after` holds it), when `after` was made from `before` by noted writes; undefined when it was
 * not, or when more than `max` jobs changed (then follow afresh).
 */
export function changesBetween(
  before: readonly Job[],
  after: readonly Job[],
  max = Number.POSITIVE_INFINITY,
): JobChange[] | undefined {
  if (before === after) return [];
  // One write (the common case: a follower that saw every version) needs no merging by id.
  const step = steps.get(after);
  if (step?.previous.deref() === before) return step.changes.length > max ? undefined : [...step.changes];
  const path = journalled(before, after) ?? walked(before, after);
  if (!path) return undefined;
  const byId = new Map<string, JobChange>();
  for (const changes of path) {
    for (const { old, job } of changes) {
      const first = byId.get(job.id);
      byId.set(job.id, { old: first ? first.old : old, job });
      if (byId.size > max) return undefined;
    }
  }
  return [...byId.values()];
}

/** The list's ids by position, owned by the newest list a write made (one at a time). */
interface Positions {
  list: readonly Job[];
  /** id → position + origin: a job added at the start lowers the origin, moving every other one on. */
  at: Map<string, number>;
  origin: number;
}

const positions = new WeakMap<object, Positions>();

function positionsOf(list: readonly Job[]): Positions {
  const held = positions.get(list);
  if (held?.list === list) return held;
  const at = new Map<string, number>();
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const job = list[i];
    if (job) at.set(job.id, i); // the first copy of an id wins, as a pass in order would find it
  }
  const made = { list, at, origin: 0 };
  positions.set(list, made);
  return made;
}

/** Where the job with `id` is in `list`, or -1. */
export function positionOf(list: readonly Job[], id: string): number {
  const { at, origin } = positionsOf(list);
  const stored = at.get(id);
  return stored === undefined ? -1 : stored - origin;
}

/**
 * Hands `from`'s positions to `to`, which holds the same jobs at the same places with `added` after
 * them (`end`) or before them (`start`). `from` is an older version now: asked again, its
 * positions are found afresh.
 */
export function movePositions(
  from: readonly Job[],
  to: readonly Job[],
  added: readonly Job[] = [],
  where: 'start' | 'end' = 'end',
) {
  const held = positionsOf(from);
  if (where === 'start') held.origin -= added.length;
  const first = where === 'start' ? 0 : from.length;
  for (const [i, job] of added.entries())
    if (!held.at.has(job.id)) held.at.set(job.id, held.origin + first + i);
  held.list = to;
  positions.set(to, held);
}

/** Whether `list` is a job list a write made or found jobs in by position (structural sharing's `unknown`). */
export function isJobList(list: unknown): list is Job[] {
  return typeof list === 'object' && list !== null && (steps.has(list) || positions.has(list));
}
