import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import { buildJob } from '@/testing/builders';
import { keepNewerJobs } from './keep-newer';
import { changesBetween, isJobList, positionOf } from './list-changes';
import { upsertById } from './upsert-by-id';
import { selectWaitingJobs, waitingJobsIn } from './waiting-jobs';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00Z`;

/** Jobs that count how often their id and state are read: a pass over the list reads every one. */
function countedJobs(count: number) {
  const reads = { id: 0, state: 0 };
  const jobs = Array.from({ length: count }, (_, i) => {
    const job = buildJob({ id: `j${i}`, state: i % 10 === 0 ? 'ambiguous' : 'backlog', updated_at: at(1) });
    return Object.defineProperties(
      { ...job },
      {
        id: { get: () => ((reads.id += 1), job.id), enumerable: true },
        state: { get: () => ((reads.state += 1), job.state), enumerable: true },
      },
    );
  });
  const reset = () => Object.assign(reads, { id: 0, state: 0 });
  return { jobs, reads, reset };
}

describe('job list changes', () => {
  it('upserts by position without reading the other jobs, and notes what changed', () => {
    const { jobs, reads, reset } = countedJobs(1_000);
    upsertById(jobs, []); // the list's ids by position, once
    const first = upsertById(jobs, []);
    reset();
    const changed = buildJob({ id: 'j500', state: 'done', updated_at: at(2) });
    const added = buildJob({ id: 'new' });
    const next = upsertById(first, [changed, added]);
    expect(reads.id).toBeLessThan(10);
    expect(next[500]).toBe(changed);
    expect(next.at(-1)).toBe(added);
    expect(next).toHaveLength(1_001);
    expect(changesBetween(first, next)).toEqual([
      { old: jobs[500], job: changed },
      { old: undefined, job: added },
    ]);
  });

  it('keeps positions through jobs added at the start, and follows several writes as one change per job', () => {
    const a = buildJob({ id: 'a', updated_at: at(1) });
    const b = buildJob({ id: 'b', updated_at: at(1) });
    const list = upsertById([a, b], []);
    const fresh = buildJob({ id: 'fresh' });
    const prepended = upsertById(list, [fresh], { position: 'start' });
    expect(positionOf(prepended, 'b')).toBe(2);
    const b2 = buildJob({ id: 'b', state: 'done', updated_at: at(2) });
    const b3 = buildJob({ id: 'b', state: 'failed', updated_at: at(3) });
    const last = upsertById(upsertById(prepended, [b2]), [b3]);
    expect(last.map((job) => job.id)).toEqual(['fresh', 'a', 'b']);
    expect(last[2]).toBe(b3);
    expect(changesBetween(list, last)).toEqual([
      { old: undefined, job: fresh },
      { old: b, job: b3 },
    ]);
    // A list no write made from it is not followed.
    expect(changesBetween([a, b], last)).toBeUndefined();
  });

  it('shares structure by the jobs a write changed, keeping the newer copy and reading no other job', () => {
    const { jobs, reads, reset } = countedJobs(1_000);
    const previous = upsertById(jobs, []);
    const older = buildJob({ id: 'j3', state: 'done', updated_at: '2026-11-21T09:00:00Z' });
    const newer = buildJob({ id: 'j4', state: 'done', updated_at: at(5) });
    const incoming = upsertById(previous, [older, newer]);
    reset();
    const kept = keepNewerJobs(previous, incoming);
    expect(reads.id + reads.state).toBeLessThan(20);
    expect(kept).toBe(incoming);
    expect(incoming[3]).toBe(previous[3]); // the held copy is newer
    expect(incoming[4]).toEqual(newer);
    // A write that changes nothing newer gives back the list held, which still finds by id.
    const stale = upsertById(previous, [older]);
    expect(keepNewerJobs(previous, stale)).toBe(previous);
    expect(positionOf(previous, 'j3')).toBe(3);
  });

  it('follows the waiting jobs by the jobs a write changed, the same array when none waits', () => {
    const { jobs, reads, reset } = countedJobs(1_000);
    const list = upsertById(jobs, []);
    const waiting = waitingJobsIn(list);
    expect(waiting).toEqual(selectWaitingJobs(list));
    reset();
    const quiet = upsertById(list, [buildJob({ id: 'j1', state: 'done' })]);
    expect(waitingJobsIn(quiet)).toBe(waiting);
    expect(reads.state).toBeLessThan(10);
    const answered = buildJob({ id: 'j10', state: 'done' });
    const asking = buildJob({ id: 'j5', state: 'ambiguous', updated_at: '2026-11-21T09:00:00Z' });
    const next = upsertById(quiet, [answered, asking]);
    const followed: Job[] = waitingJobsIn(next);
    expect(followed.map((job) => job.id)).toEqual(selectWaitingJobs([...next]).map((job) => job.id));
    expect(followed[0]).toBe(asking);
    expect(followed.some((job) => job.id === 'j10')).toBe(false);
  });

  it('notes a whole read that holds the list where it was, so the followers take only what it added', () => {
    const a = buildJob({ id: 'a', updated_at: at(1) });
    const b = buildJob({ id: 'b', updated_at: at(1) });
    const c = buildJob({ id: 'c', updated_at: at(1) });
    const b2 = buildJob({ id: 'b', state: 'done', updated_at: at(2) });
    const written = upsertById([a, b], []);
    const read = keepNewerJobs(written, [a, b2, c]);
    expect(read).toEqual([a, b2, c]);
    if (!isJobList(read)) throw new Error('a noted list');
    expect(changesBetween(written, read)).toEqual([
      { old: b, job: b2 },
      { old: undefined, job: c },
    ]);
    expect(positionOf(read, 'c')).toBe(2);
    // A read that lost a job or moved one is taken afresh.
    expect(isJobList(keepNewerJobs(written, [b, a]))).toBe(false);
  });

  it('notes the copies the list holds when structural sharing keeps a held one, so a waiting job can leave', () => {
    const asking = buildJob({ id: 'a', state: 'ambiguous', updated_at: at(1) });
    const list = upsertById([asking, buildJob({ id: 'b', updated_at: at(1) })], []);
    expect(waitingJobsIn(list)).toEqual([asking]);
    // A frame repeats the job as it was (a deep-equal copy) and another job changes: the cache
    // keeps the held copy of `a`, and the note must say so.
    const again = { ...asking };
    const written = upsertById(list, [again, buildJob({ id: 'b', state: 'done', updated_at: at(2) })]);
    const shared = keepNewerJobs(list, written) as Job[];
    expect(shared[0]).toBe(asking);
    expect(waitingJobsIn(shared)).toEqual([asking]);
    // The job is answered: it leaves the waiting jobs.
    const answered = upsertById(shared, [buildJob({ id: 'a', state: 'running', updated_at: at(3) })]);
    expect(waitingJobsIn(answered)).toEqual([]);
  });

  it('follows a version far behind without walking the versions between, across a new journal', () => {
    const first = upsertById([buildJob({ id: 'a', updated_at: at(1) })], []);
    let list = first;
    for (let i = 0; i < 100; i += 1) list = upsertById(list, [buildJob({ id: `n${i}` })]);
    // A hundred writes: farther than the versions themselves are followed back.
    expect(changesBetween(first, list)?.map(({ job }) => job.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => `n${i}`),
    );
    const many = Array.from({ length: 30_000 }, (_, i) => buildJob({ id: `m${i}` }));
    const second = upsertById(list, many.slice(0, 25_000));
    const third = upsertById(second, many.slice(25_000));
    expect(changesBetween(list, third)).toHaveLength(30_000);
    const fourth = upsertById(third, [buildJob({ id: 'a', state: 'done', updated_at: at(2) })]);
    expect(changesBetween(second, fourth)).toHaveLength(5_001);
    const fifth = upsertById(
      fourth,
      many.map((job) => ({ ...job, state: 'done' })),
    );
    const sixth = upsertById(
      fifth,
      many.map((job) => ({ ...job, state: 'failed' })),
    );
    expect(changesBetween(third, fifth)).toHaveLength(30_001);
    expect(changesBetween(fifth, sixth)).toHaveLength(30_000);
  });
});
