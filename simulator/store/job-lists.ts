// The job list of each account, as `GET /v1/jobs` serves it: newest created first (our pick), or,
// per account through `/__control/job-order`, newest updated first (a service may order so). A
// page must not cost the whole list: the views are built once and kept in list order, a new or
// changed job is put in place (in `updated` order it moves to the top, since a change stamps it
// now), and each page is a slice. Reading 100,000 jobs 20 at a time costs one build, not 5,000.
import type { JobRecord } from './types.ts';
import { jobView, type JobView } from './views.ts';

export type JobOrder = 'created' | 'updated';
export const JOB_ORDERS: readonly JobOrder[] = ['created', 'updated'];

interface AccountJobs {
  /** Creation order, oldest first. */
  created: JobRecord[];
  /** Each job's place in `created`. */
  place: Map<JobRecord, number>;
  order: JobOrder;
  /** The views in list order, once built. */
  views?: JobView[];
}

export class JobLists {
  private readonly accounts = new Map<string, AccountJobs>();

  private of(accountId: string): AccountJobs {
    let held = this.accounts.get(accountId);
    if (!held) this.accounts.set(accountId, (held = { created: [], place: new Map(), order: 'created' }));
    return held;
  }

  added(job: JobRecord): void {
    const held = this.of(job.account_id);
    held.place.set(job, held.created.length);
    held.created.push(job);
    // Newest created, and (stamped now) newest updated: first in either order. A job made with an
    // older stamp (the demo's) has its place found again on the next read.
    const top = held.views?.[0];
    if (held.order === 'updated' && top && top.updated_at > job.updated_at) held.views = undefined;
    else held.views?.unshift(jobView(job));
  }

  /** A job's fields changed (its state, title, activity and `updated_at`, stamped now). */
  changed(job: JobRecord): void {
    const held = this.of(job.account_id);
    const { views } = held;
    if (!views) return;
    if (held.order === 'created') {
      const place = held.place.get(job);
      if (place !== undefined) views[held.created.length - 1 - place] = jobView(job);
      return;
    }
    const at = views.findIndex((view) => view.id === job.id);
    if (at >= 0) views.splice(at, 1);
    views.unshift(jobView(job));
  }

  setOrder(accountId: string, order: JobOrder): void {
    const held = this.of(accountId);
    if (held.order !== order) held.views = undefined;
    held.order = order;
  }

  /** Every job of the account, as the list is served. */
  views(accountId: string): readonly JobView[] {
    const held = this.of(accountId);
    if (held.views) return held.views;
    const records = held.created.slice().reverse();
    // Newest updated first; equal times keep the newest created first (a stable sort).
    if (held.order === 'updated') records.sort((a, b) => compareDesc(a.updated_at, b.updated_at));
    held.views = records.map(jobView);
    return held.views;
  }

  clear(): void {
    this.accounts.clear();
  }
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
