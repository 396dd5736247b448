// Jobs by id for a version of the job list: every card on the board asks it for its own job on
// each write (use-current-job.ts).
import type { Job } from '@/lib/api/resources/job';
import { positionOf } from './list-changes';

/** The jobs of a list by id. */
export interface JobIndex {
  get: (id: string) => Job | undefined;
}

// The list's ids by position (list-changes.ts) already find a job: a write hands them on to the
// version it makes, adding only the jobs it added, so a write costs the jobs it brought, not
// indexing 100,000 jobs again on every page or frame. A second table of jobs by id was 23 bytes a
// job at 100,000 jobs (a tenth of the board's heap). A list no write made (a whole read's answer)
// has its positions found afresh once, and so has an older version asked for again.
const indexes = new WeakMap<readonly Job[], JobIndex>();

/** The list's jobs by id. */
export function jobIndexOf(list: readonly Job[]): JobIndex {
  let index = indexes.get(list);
  if (!index) {
    index = {
      get: (id) => {
        const job = list[positionOf(list, id)];
        return job?.id === id ? job : undefined;
      },
    };
    indexes.set(list, index);
  }
  return index;
}
