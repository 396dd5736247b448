// When the cache applier flushes: a lone frame in a microtask, a burst at the next animation frame
// (at most about one frame later), and in a hidden tab (no animation frames, throttled timers) in
// the next task. Injected so the flush policy can be tested with a hand-driven clock.

import { nextTask } from '@/lib/next-task';

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

const microtask: Schedule = (run) => {
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
  nextTask,
};

/** The next frame where there are frames, the next task where there are none. */
const soon =
  (timing: FlushTiming): Schedule =>
  (run) =>
    timing.isHidden() ? timing.nextTask(run) : timing.nextFrame(run);

/** A write on its way: its cancel, and whether it runs at the end of this task. */
export interface ScheduledWrite {
  cancel: () => void;
  now: boolean;
}

/**
 * The cache's write policy, shared by the applier's flushes and the partial frames' reads, so that
 * neither writes at once in the middle of the other's burst: a write is scheduled at the end of
 * this task when fewer than two writes came in the past frame's time, else at the next frame.
 */
export function createWriteClock(timing: FlushTiming) {
  let last = Number.NEGATIVE_INFINITY;
  let beforeLast = Number.NEGATIVE_INFINITY;
  return {
    /** A write is under way. */
    note() {
      beforeLast = last;
      last = timing.now();
    },
    /** Schedules the write `run`; `now` says whether it runs at the end of this task. */
    schedule(run: () => void): ScheduledWrite {
      const now = timing.now() - beforeLast >= FRAME_MS;
      return { cancel: now ? microtask(run) : soon(timing)(run), now };
    },
    /** Schedules the write `run` for the next frame (a burst's), whatever the clock says. */
    later(run: () => void): ScheduledWrite {
      return { cancel: soon(timing)(run), now: false };
    },
  };
}

export type WriteClock = ReturnType<typeof createWriteClock>;
