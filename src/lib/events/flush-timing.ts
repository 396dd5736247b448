// When the cache applier flushes: a lone frame in a microtask, a burst at the next animation frame
// (at most about one frame later), and in a hidden tab (no animation frames, throttled timers) in
// the next task. Injected so the flush policy can be tested with a hand-driven clock.

/** About one frame: frames closer together than this count as one burst. */
export const FRAME_MS = 16;

/** Runs `run` once, later; returns a cancel. */
export type Schedule = (run: () => void) => () => void;

export interface FlushTiming {
  now: () => number;
  isHidden: () => boolean;
  /** At the next animation frame (visible tab). */
  nextFrame: Schedule;
  /** In the next task (hidden tab: no animation frames, and timers there are throttled). */
  nextTask: Schedule;
}

export const microtask: Schedule = (run) => {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
};

export const browserTiming: FlushTiming = {
  now: () => performance.now(),
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  nextFrame: (run) => {
    if (typeof requestAnimationFrame !== 'function') return browserTiming.nextTask(run);
    // The tab may be hidden before the frame comes; the timer is the cap either way.
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      run();
    };
    const frame = requestAnimationFrame(once);
    const timer = setTimeout(once, FRAME_MS + 4);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  },
  nextTask: (run) => {
    if (typeof MessageChannel !== 'function') {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(null);
    return () => {
      cancelled = true;
      channel.port1.close();
    };
  },
};

/**
 * The last two writes to the cache, the applier's flushes and the reads' answers alike: a write
 * is a burst's when two others came within the past frame's time. Shared, so that neither writes
 * at once in the middle of the other's burst.
 */
export function createWriteClock() {
  let last = Number.NEGATIVE_INFINITY;
  let beforeLast = Number.NEGATIVE_INFINITY;
  return {
    note(now: number) {
      beforeLast = last;
      last = now;
    },
    quiet: (now: number) => now - beforeLast >= FRAME_MS,
  };
}

export type WriteClock = ReturnType<typeof createWriteClock>;

/** The next frame where there are frames, the next task where there are none. */
export const soon =
  (timing: FlushTiming): Schedule =>
  (run) =>
    timing.isHidden() ? timing.nextTask(run) : timing.nextFrame(run);
