import { describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/testing/builders';
import { jobIndexOf } from './job-index';
import { upsertById } from './upsert-by-id';

const list = (count: number) => Array.from({ length: count }, (_, i) => buildJob({ id: `j${i}` }));

describe('jobIndexOf', () => {
  it('finds every job of the list it is asked for', () => {
    const jobs = list(5);
    expect(jobs.every((job) => jobIndexOf(jobs).get(job.id) === job)).toBe(true);
    expect(jobIndexOf(jobs).get('nope')).toBeUndefined();
  });

  it('follows a write in place without indexing the list again', () => {
    const before = list(1_000);
    expect(jobIndexOf(before).get('j0')).toBe(before[0]); // its positions, found once
    const changed = buildJob({ id: 'j500', state: 'done' });
    const set = vi.spyOn(Map.prototype, 'set');
    const after = upsertById(before, [changed]);
    const index = jobIndexOf(after);
    // The write's own table of what it brings: the one job, not 1,000.
    expect(set.mock.calls.length).toBeLessThanOrEqual(2);
    set.mockRestore();
    expect(index.get('j500')).toBe(changed);
    expect(index.get('j499')).toBe(before[499]);
  });

  it('follows a page added at the end and a job added at the start without indexing the list again', () => {
    const before = list(1_000);
    expect(jobIndexOf(before).get('j0')).toBe(before[0]); // its positions, found once
    const page = Array.from({ length: 20 }, (_, i) => buildJob({ id: `p${i}` }));
    const set = vi.spyOn(Map.prototype, 'set');
    const grown = upsertById(before, page);
    const fresh = buildJob({ id: 'new' });
    const prepended = upsertById(grown, [fresh], { position: 'start' });
    expect(jobIndexOf(prepended).get('new')).toBe(fresh);
    expect(jobIndexOf(prepended).get('p19')).toBe(page[19]);
    // The writes' tables of what they bring and the positions they add: the 20 of the page and the
    // new one (twice each), not 1,000.
    expect(set.mock.calls.length).toBeLessThanOrEqual(42);
    set.mockRestore();
    expect(jobIndexOf(prepended).get('j999')).toBe(before[999]);
    expect(jobIndexOf(grown).get('p19')).toBe(page[19]); // an older version asked again
    expect(jobIndexOf(grown).get('new')).toBeUndefined();
  });

  it('indexes afresh a list with the same jobs that no write made', () => {
    const before = list(3);
    jobIndexOf(before);
    const changed = buildJob({ id: 'j1', state: 'done' });
    expect(jobIndexOf([before[0], changed, before[2]].flatMap((job) => (job ? [job] : []))).get('j1')).toBe(
      changed,
    );
  });

  it('indexes afresh a list that moved or shrank, and answers for an older one asked again', () => {
    const first = list(3);
    jobIndexOf(first);
    const moved = [...first].reverse().map((job) => ({ ...job }));
    expect(jobIndexOf(moved).get('j0')).toBe(moved[2]);
    const grown = [...moved, buildJob({ id: 'j3' })];
    expect(jobIndexOf(grown).get('j3')).toBe(grown[3]);
    expect(jobIndexOf(first).get('j0')).toBe(first[0]);
    expect(jobIndexOf(first).get('j3')).toBeUndefined();
  });
});
