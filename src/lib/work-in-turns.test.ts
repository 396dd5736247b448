import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTurn, SLICE_MS } from './work-in-turns';

describe('work in turns', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // Each unit "takes" 5 ms of the fake clock, so two fit in one task's 8 ms.
  const unit = (ran: number[], index: number) => () => {
    ran.push(index);
    clock += 5;
    return index;
  };

  it('runs queued units in order, in later tasks, no more than a slice of them per task', async () => {
    expect(SLICE_MS).toBe(8);
    const ran: number[] = [];
    const results = [0, 1, 2, 3, 4].map((index) => inTurn(unit(ran, index)));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 3]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skips the units of an owner that has gone, resolving them to undefined', async () => {
    const ran: number[] = [];
    const owner = new AbortController();
    const kept = inTurn(unit(ran, 0));
    const dropped = inTurn(unit(ran, 1), owner.signal);
    owner.abort();
    await vi.runAllTimersAsync();
    expect(ran).toEqual([0]);
    expect(await kept).toBe(0);
    expect(await dropped).toBeUndefined();
  });

  it('does not queue a unit whose owner has already gone', async () => {
    const ran: number[] = [];
    const owner = new AbortController();
    owner.abort();
    const dropped = inTurn(unit(ran, 0), owner.signal);
    expect(vi.getTimerCount()).toBe(0);
    expect(await dropped).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it('passes a unit’s failure to its caller and goes on with the rest', async () => {
    const ran: number[] = [];
    const failing = inTurn(() => {
      throw new Error('bad piece');
    });
    const after = inTurn(unit(ran, 1));
    const settled = expect(failing).rejects.toThrow('bad piece');
    await vi.runAllTimersAsync();
    await settled;
    expect(await after).toBe(1);
  });
});
