import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('grows from about half a second to at most 30 s', () => {
    const low = (attempt: number) => reconnectDelay(attempt, { random: () => 0 });
    const high = (attempt: number) => reconnectDelay(attempt, { random: () => 1 });
    expect(low(0)).toBe(250);
    expect(high(0)).toBe(500);
    expect(high(3)).toBe(4000);
    expect(high(20)).toBe(30_000);
    expect(low(20)).toBe(15_000);
  });
  it('never waits less than the server asked with retry:', () => {
    expect(reconnectDelay(0, { serverRetryMs: 5000, random: () => 0 })).toBe(5250);
    expect(reconnectDelay(3, { serverRetryMs: 5000, random: () => 1 })).toBe(9000);
  });
  it('spreads clients apart (jitter)', () => {
    const delays = new Set(Array.from({ length: 20 }, () => reconnectDelay(4)));
    expect(delays.size).toBeGreaterThan(5);
  });
});
