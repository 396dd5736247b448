// The calm-update rule: a column the person is pointing at, focused in or reading keeps its
// membership and order; a change that would move a card into or out of it waits, and is counted
// for the "N updates" button. Changes that leave a card where it is (a new title, new activity)
// show at once, and columns nobody is looking at update freely.
import type { Job } from '@/lib/api/resources/job';
import { activityTime } from './columns';

export interface CalmInput {
  live: readonly Job[];
  /** The version of each job on screen now. */
  shown: ReadonlyMap<string, Job>;
  /** The sort time each shown job had when its column became calm. */
  shownOrder: ReadonlyMap<string, number>;
  /** Columns (job states) to keep still. */
  calm: ReadonlySet<string>;
}

export interface CalmView {
  jobs: Job[];
  /** How many jobs have a change waiting. */
  pending: number;
  shown: Map<string, Job>;
  /** Sort times for the jobs in calm columns, so their order holds. */
  orderHint: Map<string, number>;
}

export function calmView({ live, shown, shownOrder, calm }: CalmInput): CalmView {
  const jobs: Job[] = [];
  const nextShown = new Map<string, Job>();
  const orderHint = new Map<string, number>();
  let pending = 0;
  const liveIds = new Set<string>();

  const keep = (job: Job) => {
    jobs.push(job);
    nextShown.set(job.id, job);
    if (calm.has(job.state)) orderHint.set(job.id, shownOrder.get(job.id) ?? activityTime(job));
  };

  for (const job of live) {
    liveIds.add(job.id);
    const before = shown.get(job.id);
    const moves = before ? before.state !== job.state : true;
    const touchesCalm = calm.has(job.state) || (before !== undefined && calm.has(before.state));
    if (calm.size === 0 || !moves || !touchesCalm) {
      keep(job);
    } else {
      pending += 1;
      if (before) keep(before); // stays where the person saw it
    }
  }
  for (const [id, job] of shown) {
    if (liveIds.has(id) || !calm.has(job.state) || calm.size === 0) continue;
    pending += 1; // gone from the service, but still under the person's eyes
    keep(job);
  }
  return { jobs, pending, shown: nextShown, orderHint };
}
