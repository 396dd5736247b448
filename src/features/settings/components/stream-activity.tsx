import { useStreamDetail, useStreamStatus, useUnknownActivity } from '@/lib/events/status-store';
import { formatTime } from '@/lib/time';

/** The event stream's state in words, and the event types this app saw but does not know. */
export function StreamActivity() {
  const status = useStreamStatus();
  const detail = useStreamDetail();
  const unknown = useUnknownActivity();
  return (
    <section aria-labelledby="stream-activity-title" className="mt-10 max-w-xl">
      <h2 id="stream-activity-title" className="text-base font-semibold">
        Live updates
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        The event stream is <strong>{status.toLowerCase()}</strong>.{detail ? ` ${detail}` : ''} It is shared
        by every open tab of this app; after any reconnect the app re-reads what it shows, because the stream
        does not replay.
      </p>
      <h3 className="mt-4 text-sm font-medium">Other activity</h3>
      {unknown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No events of other kinds yet.</p>
      ) : (
        <ul className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-label="Other activity">
          {unknown.map((entry) => (
            <li key={`${entry.at}-${entry.type}`}>
              <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at, 'clock-seconds')}</time>{' '}
              <code className="break-all">{entry.type}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
