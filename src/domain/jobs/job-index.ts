// Jobs by id for the newest version of a job list: every card on the board asks it for its own job
// on each write (use-current-job.ts).
import type { Job } from '@/lib/api/resources/job';
import { createWeakLatestMemo } from '@/lib/weak-latest-memo';
import { changesBetween } from './list-changes';

/** The jobs of a list by id. */
export interface JobIndex {
  get: (id: string) => Job | undefined;
}

// The index of the newest list, shared by every card that asks. A write replaces only the jobs it
// changed and adds new ones (list-changes.ts notes which), so the next version's index is this one
// with those jobs set: a write costs the jobs it brought, not indexing 100,000 jobs again on every
// page or frame. A list no write made (a whole read's answer) is indexed afresh, and so is an
// older version asked for again: the index always answers for the last list asked. Held weakly: a
// sign out's emptied cache takes the index with it.
const newest = createWeakLatestMemo<readonly Job[], Map<string, Job>>();

function indexed(list: readonly Job[]): Map<string, Job> {
  return new Map(list.map((job) => [job.id, job]));
}

/** Updates `index` from `before` to `list` when writes made `list` from `before`. */
function followed(index: Map<string, Job>, before: readonly Job[], list: readonly Job[]): boolean {
  const changes = changesBetween(before, list);
  if (!changes) return false;
  for (const { job } of changes) index.set(job.id, job);
  return true;
}

/** The list's jobs by id; good until the next call (the index is swapped in place then). */
export function jobIndexOf(list: readonly Job[]): JobIndex {
  const last = newest.get();
  if (last?.key === list) return last.value;
  const index = last && followed(last.value, last.key, list) ? last.value : indexed(list);
  newest.set(list, index);
  return index;
}
