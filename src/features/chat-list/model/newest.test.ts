import { describe, expect, it } from 'vitest';
import { createNewest } from './newest';

describe('the most recently active of many', () => {
  it('keeps the newest few in order, one entry per id, and drains them', () => {
    const newest = createNewest(3);
    for (const [id, at] of [
      ['a', 1],
      ['b', 5],
      ['c', 3],
      ['d', 4],
      ['e', 2],
    ] as const)
      newest.offer(id, at);
    newest.offer('c', 9); // offered again, more recent now
    newest.offer('x', undefined); // no time: the oldest
    expect(newest.drain().map(({ id }) => id)).toEqual(['c', 'b', 'd']);
    expect(newest.drain()).toEqual([]);
  });

  it('agrees with sorting them all', () => {
    const newest = createNewest(100);
    const all = Array.from({ length: 5_000 }, (_, i) => ({ id: `j${i}`, activeAt: (i * 7919) % 10_007 }));
    for (const { id, activeAt } of all) newest.offer(id, activeAt);
    const sorted = [...all].sort((a, b) => b.activeAt - a.activeAt).slice(0, 100);
    expect(newest.drain().map(({ activeAt }) => activeAt)).toEqual(sorted.map(({ activeAt }) => activeAt));
  });
});
