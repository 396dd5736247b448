// A property for code that reads text from the service: its time grows linearly with the input.
// Absolute budgets let quadratic code through on a fast machine and fail linear code on a busy
// one, so the check compares runs in one process: each time the input doubles, the time may grow
// at most RATIO_LIMIT times (linear code doubles, quadratic code quadruples). Timings are the
// minimum of a few repetitions, since noise (a collection, another process) only ever adds time.
import fc from 'fast-check';

/** Characters and pieces that make backtracking regular expressions blow up. */
const HOSTILE_PIECES = [
  '[',
  ']',
  '(',
  ')',
  '!',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '.',
  '?',
  ':',
  '"',
  '“',
  '*',
  '_',
  '-',
  '/',
  '%2F',
  '%',
  '1. ',
  '1)',
  '**',
  'a',
  ' or ',
  '[1]',
];

/** time(2n) / time(n) above this is not linear: linear code gives about 2, quadratic about 4. */
const RATIO_LIMIT = 3;

/** Below this a run is too short to time well, so sizes grow until the first one takes it. */
const MIN_MEASURED_MS = 0.5;

/**
 * Past a few tens of thousands of characters V8 changes how it pays for the strings and arrays a
 * step makes (a young generation that overflows, strings over 128 KB kept in a large-object
 * space): a step in the time at one size, not a growth rate. Inputs stay under it.
 */
const MAX_SIZE = 16_000;

export interface GrowthOptions {
  /** The first size tried; it doubles until a run takes MIN_MEASURED_MS (or reaches maxSize). */
  startSize?: number;
  maxSize?: number;
  /** How many times the input doubles once it is big enough to time. */
  doublings?: number;
  repetitions?: number;
}

/** Milliseconds `run` took on `input`, from an empty young generation where the runner allows it. */
function timeOf<T>(run: (input: T) => unknown, input: T): number {
  globalThis.gc?.({ type: 'minor' });
  const started = performance.now();
  run(input);
  return performance.now() - started;
}

/** The fastest time of each of `runs`, over `repetitions` rounds taken in turns, so all see the same machine. */
export function fastestInTurns(runs: readonly (() => unknown)[], repetitions: number): number[] {
  const fastest = runs.map(() => Number.POSITIVE_INFINITY);
  for (let i = 0; i < repetitions; i += 1)
    runs.forEach((run, index) => {
      fastest[index] = Math.min(fastest[index] ?? Number.POSITIVE_INFINITY, timeOf(run, undefined));
    });
  return fastest;
}

function fastestOf<T>(run: (input: T) => unknown, input: T, repetitions: number): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repetitions; i += 1) fastest = Math.min(fastest, timeOf(run, input));
  return fastest;
}

/**
 * The least time a ratio divides by. Where even the largest input allowed runs in microseconds,
 * one stray collection or tier-up doubles a timing of tens of microseconds, and failed a linear check.
 * A run this short cannot hide a blow-up either: quadratic code at these sizes takes milliseconds.
 */
const FLOOR_MS = 0.05;

/** Tries a doubling this many times before calling it slow: a busy machine can stall every repetition once. */
const ATTEMPTS = 3;

/**
 * time(2n) / time(n) for one doubling, each the fastest of `repetitions` runs taken in turns (so
 * both sizes see the same machine); a doubling past the limit is measured again.
 */
function doublingRatio<T>(run: (input: T) => unknown, small: T, large: T, repetitions: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < ATTEMPTS && best > RATIO_LIMIT; attempt += 1) {
    const [smallest = 0, largest = 0] = fastestInTurns([() => run(small), () => run(large)], repetitions);
    best = Math.min(best, largest / Math.max(smallest, FLOOR_MS));
  }
  return best;
}

/**
 * The largest time(2n) / time(n) as `make(n)` doubles, from the first size at which a run takes
 * MIN_MEASURED_MS (or the largest that leaves room for every doubling under maxSize); it stops at
 * the first ratio past RATIO_LIMIT.
 */
function growthRatio<T>(
  run: (input: T) => unknown,
  make: (size: number) => T,
  { startSize = 1_000, maxSize = MAX_SIZE, doublings = 3, repetitions = 10 }: GrowthOptions = {},
): number {
  let size = startSize;
  let small = make(size);
  run(small); // warm-up: the first call also pays for compiling
  while (size * 2 ** (doublings + 1) <= maxSize && fastestOf(run, small, repetitions) < MIN_MEASURED_MS) {
    size *= 2;
    small = make(size);
  }
  let worst = 0;
  for (let step = 0; step < doublings && worst <= RATIO_LIMIT; step += 1) {
    size *= 2;
    const large = make(size);
    worst = Math.max(worst, doublingRatio(run, small, large, repetitions));
    small = large;
  }
  return worst;
}

/** Whether `run`'s time on `make(n)` grows linearly with n (see growthRatio). */
export function growsLinearly<T>(
  run: (input: T) => unknown,
  make: (size: number) => T,
  options?: GrowthOptions,
): boolean {
  return growthRatio(run, make, options) <= RATIO_LIMIT;
}

/** A hostile pattern: a random unit repeated to any size, then a random tail. */
const hostilePattern = fc.tuple(
  fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 4 }),
  fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 4 }),
);

/** Asserts that `run` grows linearly on many hostile texts (each repeated to growing sizes). */
export function assertLinear(run: (input: string) => unknown, numRuns = 12, options?: GrowthOptions) {
  fc.assert(
    fc.property(hostilePattern, ([unit, tail]) => {
      const piece = unit.join('');
      const end = tail.join('');
      return growsLinearly(
        run,
        (size) => piece.repeat(Math.ceil(size / piece.length)).slice(0, size) + end,
        options,
      );
    }),
    { numRuns, endOnFailure: true },
  );
}
