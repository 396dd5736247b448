import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { upsertById } from './upsert-by-id';

const a = buildJob({ id: 'a', title: 'A' });
const b = buildJob({ id: 'b', title: 'B' });

describe('upsertById', () => {
  it('replaces by id in place and adds new jobs at the end', () => {
    const b2 = buildJob({ id: 'b', title: 'B2' });
    const c = buildJob({ id: 'c' });
    expect(upsertById([a, b], [c, b2]).map((job) => job.title)).toEqual(['A', 'B2', 'Job c']);
  });

  it('adds at the start when asked, and lets merge keep the held copy', () => {
    const a2 = buildJob({ id: 'a', title: 'A2' });
    const c = buildJob({ id: 'c' });
    const kept = upsertById([a, b], [a2, c], { position: 'start', merge: (held) => held });
    expect(kept.map((job) => job.title)).toEqual(['Job c', 'A', 'B']);
  });

  it('treats __proto__ as an id like any other', () => {
    const odd = buildJob({ id: '__proto__', title: 'Odd' });
    expect(upsertById([a], [odd]).map((job) => job.id)).toEqual(['a', '__proto__']);
  });
});
