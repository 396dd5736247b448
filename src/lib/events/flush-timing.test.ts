import { describe, expect, it } from 'vitest';
import { createWriteClock, FRAME_MS, type FlushTiming } from './flush-timing';

/** A hand-driven clock: which way each write was scheduled, and a time that moves only by hand. */
function handTiming() {
  const ways: string[] = [];
  const state = { now: 0, hidden: false };
  const timing: FlushTiming = {
    now: () => state.now,
    isHidden: () => state.hidden,
    nextFrame: () => {
      ways.push('frame');
      return () => undefined;
    },
    nextTask: () => {
      ways.push('task');
      return () => undefined;
    },
  };
  return { ways, state, timing };
}

describe('the write clock', () => {
  it('runs a write at the end of this task while writes are quiet', async () => {
    const { ways, timing } = handTiming();
    const writes = createWriteClock(timing);
    let ran = false;
    expect(writes.schedule(() => (ran = true)).now).toBe(true);
    expect(ran).toBe(false);
    await Promise.resolve();
    expect(ran).toBe(true);
    expect(ways).toEqual([]);
  });

  it('still runs at once after one write in the past frame, not after two', () => {
    const { ways, state, timing } = handTiming();
    const writes = createWriteClock(timing);
    writes.note();
    state.now += 4;
    expect(writes.schedule(() => undefined).now).toBe(true);
    writes.note();
    state.now += 4;
    expect(writes.schedule(() => undefined).now).toBe(false);
    expect(ways).toEqual(['frame']);
    state.now += FRAME_MS;
    expect(writes.schedule(() => undefined).now).toBe(true);
  });

  it('gathers a burst into the next task where a hidden tab has no frames', () => {
    const { ways, state, timing } = handTiming();
    const writes = createWriteClock(timing);
    state.hidden = true;
    writes.note();
    writes.note();
    expect(writes.schedule(() => undefined).now).toBe(false);
    expect(writes.later(() => undefined).now).toBe(false);
    expect(ways).toEqual(['task', 'task']);
  });

  it('puts a write for later at the next frame, however quiet the clock is', () => {
    const { ways, timing } = handTiming();
    const writes = createWriteClock(timing);
    expect(writes.later(() => undefined).now).toBe(false);
    expect(ways).toEqual(['frame']);
  });

  it('cancels a write scheduled at once', async () => {
    const { timing } = handTiming();
    const writes = createWriteClock(timing);
    let ran = false;
    writes.schedule(() => (ran = true)).cancel();
    await Promise.resolve();
    expect(ran).toBe(false);
  });
});
