// The one upsert of the job list: jobs whose id is in the list replace their entry where it is
// (through `merge`, which decides between the held copy and the incoming one), new ones are added
// at the end or the start. The event applier, list reads and a dispatch's answer all write this way.
import type { Job } from '@/lib/api/resources/job';

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
  if (pending.size === 0) return list.slice();
  const next = list.map((held) => {
    const incoming = pending.get(held.id);
    if (!incoming) return held;
    pending.delete(held.id);
    return merge(held, incoming);
  });
  return position === 'start' ? [...pending.values(), ...next] : [...next, ...pending.values()];
}
