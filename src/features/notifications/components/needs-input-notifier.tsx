// Mounted once beside the routes. What a first visit pays for notifications: the opt-in and the
// ids waiting so far. The notifier itself is fetched once someone has opted in (at once on a visit
// that starts opted in), and is told what was waiting before it came, so a job that turned to
// needing input meanwhile is still announced and one that was already waiting is not.
import { useCallback, useEffect, useRef } from 'react';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';

const NeedsInputNotifications = lazyWhenWanted(() =>
  import('./needs-input-notifications').then((module) => module.NeedsInputNotifications),
);

export function NeedsInputNotifier() {
  const enabled = useNotificationPrefsStore((s) => s.enabled);
  const jobs = useWaitingWork()?.all;
  // As the notifier would have kept it: the list as it is while not opted in, the first list seen
  // once opted in (so what changes while its chunk is on the way is news to it).
  const known = useRef<ReadonlySet<string> | undefined>(undefined);
  useEffect(() => {
    if (!jobs) known.current = undefined;
    else if (!enabled || !known.current) known.current = new Set(jobs.map((job) => job.id));
  }, [jobs, enabled]);
  const readKnown = useCallback(() => known.current, []);
  return <NeedsInputNotifications wanted={enabled} known={readKnown} />;
}
