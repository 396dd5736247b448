import { isRunningState, stateLabel } from '@/domain/jobs/job-states';

// Keyed by the service's state: a Map, so `__proto__` or `constructor` finds nothing inherited.
const TONES: ReadonlyMap<string, string> = new Map([
  ['backlog', 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'],
  ['ambiguous', 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'],
  ['done', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'],
  ['failed', 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100'],
]);
const RUNNING = 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100';
const OTHER = 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100';

export function stateTone(state: string): string {
  return TONES.get(state) ?? (isRunningState(state) ? RUNNING : OTHER);
}

/** A job's state in words (the column's name), with the raw state for anyone who needs it. */
export function StateBadge({ state }: { state: string }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ${stateTone(state)}`}
      title={state}
    >
      {stateLabel(state)}
    </span>
  );
}
