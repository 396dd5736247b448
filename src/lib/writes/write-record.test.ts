import { describe, expect, it } from 'vitest';
import { newWrite } from './write-record';

const made = (id: string, now: number, holdMs = 0) =>
  newWrite({ id, account: 'a', batch: id, madeBy: 'tab', now, holdMs });

describe('a new write', () => {
  it('keeps the order writes were made in, even in one millisecond', () => {
    const now = 1_800_000_000_000;
    const [first, second, third] = [made('z', now), made('y', now), made('x', now, 5_000)];
    expect(second.createdAt).toBeGreaterThan(first.createdAt);
    expect(third.createdAt).toBeGreaterThan(second.createdAt);
    expect(third.sendAt).toBe(third.createdAt + 5_000);
  });

  it('takes the clock as it is once it has moved back more than a second', () => {
    const now = 1_900_000_000_000;
    made('a', now);
    expect(made('b', now - 60_000).createdAt).toBe(now - 60_000);
  });
});
