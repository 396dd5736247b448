// The one upsert of the job list: jobs whose id is in the list replace their entry where it is
// (through `merge`, which decides between the held copy and the incoming one), new ones are added
// at the end or the start. The event applier, list reads and a dispatch's answer all write this way.
// A write costs one copy of the list plus the jobs it brings: each is found by the list's ids by
// position (list-changes.ts), and what changed is noted beside the new list for those who follow it.
import type { Job } from '@/lib/api/resources/job';
import { movePositions, noteListStep, positionOf, type JobChange } from './list-changes';

interface UpsertOptions {
  /** The copy to keep when both are there; the incoming one by default. */
  merge?: (held: Job, incoming: Job) => Job;
  /** Where jobs new to the list go. */
  position?: 'start' | 'end';
}

export function upsertById(list: readonly Job[], jobs: Iterable<Job>, options: UpsertOptions = {}): Job[] {
  const { merge = (_held, incoming) => incoming, position = 'end' } = options;
  const pending = new Map<string, Job>();
  for (const job of jobs) pending.set(job.id, job);
  const next = list.slice();
  const changes: JobChange[] = [];
  const added: Job[] = [];
  for (const [id, incoming] of pending) {
    const at = positionOf(list, id);
    const held = next[at];
    if (held?.id !== id) {
      added.push(incoming);
      continue;
    }
    const kept = merge(held, incoming);
    next[at] = kept;
    if (kept !== held) changes.push({ old: held, job: kept });
  }
  for (const job of added) changes.push({ old: undefined, job });
  const made = position === 'start' && added.length > 0 ? [...added, ...next] : next;
  if (position !== 'start') for (const job of added) made.push(job);
  movePositions(list, made, added, position);
  noteListStep(made, list, changes);
  return made;
}
