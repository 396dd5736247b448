import { useStreamDetail, useStreamStatus, type StreamStatus } from '@/lib/events/status-store';

const DOT: Record<StreamStatus, string> = {
  Live: 'bg-emerald-500',
  Connecting: 'bg-amber-400 animate-pulse motion-reduce:animate-none',
  Reconnecting: 'bg-amber-500 animate-pulse motion-reduce:animate-none',
  Offline: 'bg-slate-400',
  'No access': 'bg-rose-500',
};

/** The "Event stream" status of the UI contract: its text is exactly the status word. */
export function StreamStatusBadge() {
  const status = useStreamStatus();
  const detail = useStreamDetail();
  return (
    // In the picture of the last screen (app/last-seen) as an empty box of its size: a status of
    // the moment, not of the data, whose room the header keeps.
    <div
      className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300"
      title={detail}
      data-snapshot-skip="box"
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[status]}`} />
      <span role="status" aria-label="Event stream">
        {status}
      </span>
    </div>
  );
}
