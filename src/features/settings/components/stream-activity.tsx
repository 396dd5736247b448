import { useStreamDetail, useStreamStatus, useUnknownActivity } from '@/lib/events/status-store';
import { formatTime } from '@/lib/time';

/** The event stream's state in words, and the event types this app saw but does not know. */
export function StreamActivity() {
  const status = useStreamStatus();
  const detail = useStreamDetail();
  const unknown = useUnknownActivity();
  return (
    <section aria-labelledby="stream-activity-title" className="mt-10">
      <h2 id="stream-activity-title" className="text-base font-semibold">
        Live updates
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Live updates are <strong>{status.toLowerCase()}</strong>.{detail ? ` ${detail}` : ''} One connection
        serves every open tab of this app. After a break the app reads everything again, so nothing missed in
        between is lost.
      </p>
      {/* Only worth a heading once the service sent something this app does not show. */}
      {unknown.length === 0 ? null : (
        <>
          <h3 className="mt-4 text-sm font-medium">Other activity</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The service sent updates of kinds this app does not show:
          </p>
          <ul className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-label="Other activity">
            {unknown.map((entry) => (
              <li key={`${entry.at}-${entry.type}`}>
                <time dateTime={new Date(entry.at).toISOString()}>
                  {formatTime(entry.at, 'clock-seconds')}
                </time>{' '}
                <code className="break-all">{entry.type}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
