// The order columns are shown in, apart from their states' order: held while pointed at, and
// narrow screens lead with the work.
import { NEEDS_INPUT } from '@/domain/jobs/job-states';

/**
 * While the person points at or focuses a column, the columns already shown keep their order
 * and a column for a newly seen state goes last, so nothing slides under the pointer.
 */
export function keepColumnOrder<T extends { state: string }>(
  columns: T[],
  shownOrder: readonly string[],
): T[] {
  const index = new Map(shownOrder.map((state, i) => [state, i]));
  const rank = (state: string) => index.get(state) ?? shownOrder.length;
  return columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => rank(a.column.state) - rank(b.column.state) || a.i - b.i)
    .map(({ column }) => column);
}

/**
 * On a narrow screen the columns stack, so the first one is all a person sees: "Needs input"
 * leads, then the columns that hold jobs, and the empty ones go last (in their usual order).
 */
export function narrowColumnOrder<T extends { state: string; jobs: readonly unknown[] }>(columns: T[]): T[] {
  const rank = (column: T) => (column.state === NEEDS_INPUT ? 0 : column.jobs.length > 0 ? 1 : 2);
  return columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.i - b.i)
    .map(({ column }) => column);
}
