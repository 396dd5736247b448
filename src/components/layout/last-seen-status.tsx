import { useLastSeenSummary } from '@/lib/api/queries/last-seen';
import { formatReadTime } from '@/lib/time';
import { useOnline } from '@/lib/use-online';

/**
 * The one "As of" line of the UI contract: the screen shows what this device kept, read at that
 * time, until the fresh read lands. Quiet, in the header, beside the stream's status.
 */
export function LastSeenStatus() {
  const { asOf, updating } = useLastSeenSummary();
  const online = useOnline();
  if (asOf === undefined) return null;
  const now = online ? (updating ? 'Updating…' : 'Not updated yet') : 'Offline';
  const when = formatReadTime(asOf);
  return (
    // Not in the picture of the last screen: the picture marks its own time in this place.
    <span
      role="status"
      className="whitespace-nowrap text-xs text-slate-500 dark:text-slate-400"
      title="Shown from what this device kept; the service has not answered yet"
      data-snapshot-skip=""
    >
      As of {when}
      {/* On a phone the header has no room for it: said, not shown. */}
      <span className="max-sm:sr-only"> · {now}</span>
    </span>
  );
}
