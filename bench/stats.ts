// Small numeric helpers for the bench: nearest-rank percentiles and rounding for the table.

export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function round(value: number | undefined, digits = 1): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `a / b` as a ratio for the table ("3.2×"), or undefined when either side is missing. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || b === 0) return undefined;
  return round(a / b, 2);
}

/** The longest of a probe's long tasks, in whole milliseconds; 0 when there was none. */
export function longestTaskMs(tasks: readonly { duration: number }[]): number {
  return round(Math.max(0, ...tasks.map((task) => task.duration)), 0) ?? 0;
}

/**
 * A run without a long task reads 0 ms, and a long task lasts at least 50 ms: in a ratio of two
 * longest tasks each side counts as at least 50 ms, so "none beside none" reads 1×, not 0 ÷ 0.
 */
export const atLeastLongTask = (ms: number) => Math.max(50, ms);

/** The ratio of two longest-task (or longest-task CPU) figures, each floored at 50 ms. */
export function longTaskRatio(a: number, b: number): number | undefined {
  return ratio(atLeastLongTask(a), atLeastLongTask(b));
}
