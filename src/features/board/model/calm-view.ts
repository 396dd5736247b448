// The calm-update rule: a column the person is pointing at, focused in or reading keeps its
// membership and order; a change that would move a card into or out of it waits, and is counted
// for the "N updates" button. Changes that leave a card where it is (a new title, new activity)
// show at once, and columns nobody is looking at update freely.
import type { Job } from '@/lib/api/resources/job';
import { orderTime } from './columns';

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
  /** The live list itself while nothing is calm: a copy would hide what its writes noted. */
  jobs: readonly Job[];
  /** How many jobs have a change waiting. */
  pending: number;
  shown: ReadonlyMap<string, Job>;
  /** Sort times for the jobs in calm columns, so their order holds. */
  orderHint: ReadonlyMap<string, number>;
}

/** A list by id, built the first time it is asked: while nothing is calm, no render needs it. */
class JobsById implements ReadonlyMap<string, Job> {
  readonly #jobs: readonly Job[];
  #map: Map<string, Job> | undefined;
  constructor(jobs: readonly Job[]) {
    this.#jobs = jobs;
  }
  #byId(): Map<string, Job> {
    return (this.#map ??= new Map(this.#jobs.map((job) => [job.id, job])));
  }
  get size() {
    return this.#byId().size;
  }
  get(id: string) {
    return this.#byId().get(id);
  }
  has(id: string) {
    return this.#byId().has(id);
  }
  forEach(callback: (job: Job, id: string, map: ReadonlyMap<string, Job>) => void) {
    for (const [id, job] of this.#byId()) callback(job, id, this);
  }
  entries() {
    return this.#byId().entries();
  }
  keys() {
    return this.#byId().keys();
  }
  values() {
    return this.#byId().values();
  }
  [Symbol.iterator]() {
    return this.#byId().entries();
  }
}

const NO_HINTS = new Map<string, number>();

export function calmView({ live, shown, shownOrder, calm }: CalmInput): CalmView {
  // Nothing calm: the live list as it is, at no cost per job (a burst renders this every frame).
  if (calm.size === 0) return { jobs: live, pending: 0, shown: new JobsById(live), orderHint: NO_HINTS };
  const jobs: Job[] = [];
  const nextShown = new Map<string, Job>();
  const orderHint = new Map<string, number>();
  let pending = 0;
  const liveIds = new Set<string>();

  const keep = (job: Job) => {
    jobs.push(job);
    nextShown.set(job.id, job);
    if (calm.has(job.state)) orderHint.set(job.id, shownOrder.get(job.id) ?? orderTime(job));
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
