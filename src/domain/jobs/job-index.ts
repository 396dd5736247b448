// Jobs by id for the newest version of a job list: every card on the board asks it for its own job
// on each write (use-current-job.ts).
import type { Job } from '@/lib/api/resources/job';
import { createWeakLatestMemo } from '@/lib/weak-latest-memo';

/** The jobs of a list by id. */
export interface JobIndex {
  get: (id: string) => Job | undefined;
}

// The index of the newest list, shared by every card that asks. A write replaces only the jobs it
// changed, in place, and a page read adds jobs at the end (a new job, at the start), so the next
// version's index is this one with those jobs swapped or added: found by comparing the two lists
// position by position (references only), not by indexing 100,000 jobs again on every page. A list
// that moved or shrank is indexed afresh. (An older version asked for again is indexed afresh too:
// the index always answers for the last list asked.) Held weakly: a sign out's emptied cache takes
// the index with it.
const newest = createWeakLatestMemo<readonly Job[], Map<string, Job>>();

function indexed(list: readonly Job[]): Map<string, Job> {
  return new Map(list.map((job) => [job.id, job]));
}

/** Updates `index` from `before` to `list` when `list` is `before` with jobs swapped, appended or prepended. */
function followed(index: Map<string, Job>, before: readonly Job[], list: readonly Job[]): boolean {
  const added = list.length - before.length;
  if (added < 0) return false;
  // Prepended when the old first job now sits after the added ones; otherwise appended.
  const offset = added > 0 && list[0]?.id !== before[0]?.id && list[added]?.id === before[0]?.id ? added : 0;
  const changed: Job[] = [];
  for (let i = 0; i < before.length; i += 1) {
    const job = list[i + offset];
    if (job === before[i] || !job) continue;
    if (job.id !== before[i]?.id) return false;
    changed.push(job);
  }
  const start = offset ? 0 : before.length;
  for (let i = start; i < start + added; i += 1) {
    const job = list[i];
    if (job) changed.push(job);
  }
  for (const job of changed) index.set(job.id, job);
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
