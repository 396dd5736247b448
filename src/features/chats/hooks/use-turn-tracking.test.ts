import { describe, expect, it } from 'vitest';
import { pollDelay } from './use-turn-tracking';

describe('turn tracking', () => {
  it('polls with backoff while the stream is down, slowly while it is live', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => pollDelay(attempt, false))).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(pollDelay(0, true)).toBe(15000);
  });
});
