import { stateLabel } from '@/domain/jobs/job-states';
import { formatDateTime } from '@/lib/time';
import type { ObservedState } from '@/domain/jobs/transitions-store';

/** The states this browser saw the job in, oldest first: the service itself keeps no history. */
export function ObservedStates({ history }: { history: readonly ObservedState[] }) {
  return (
    <section aria-labelledby="observed-states" className="flex flex-col gap-2">
      <h2 id="observed-states" className="text-sm font-semibold">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Changes show here as they happen while the app is open (the service keeps no history).
        </p>
      ) : (
        <ol className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm dark:border-slate-700">
          {history.map((entry) => (
            <li key={`${entry.state}-${entry.at}`}>
              <span className="font-medium">{stateLabel(entry.state)}</span>{' '}
              <time
                dateTime={new Date(entry.at).toISOString()}
                className="text-slate-600 dark:text-slate-300"
              >
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
