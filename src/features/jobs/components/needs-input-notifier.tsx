// Mounted once beside the routes. What a first visit pays for notifications: the opt-in and the
// ids waiting so far. The notifier itself is fetched once someone has opted in (at once on a visit
// that starts opted in), and is told what was waiting before it came, so a job that turned to
// needing input meanwhile is still announced and one that was already waiting is not.
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useWaitingJobs } from '@/domain/jobs/use-waiting-jobs';
import { lazyComponent } from '@/lib/lazy-component';
import { useOnceTrue } from '@/lib/use-once-true';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';

const NeedsInputNotifications = lazyComponent(
  () => import('./needs-input-notifications').then((module) => module.NeedsInputNotifications),
  () => null,
);

export function NeedsInputNotifier() {
  const enabled = useNotificationPrefsStore((s) => s.enabled);
  const wanted = useOnceTrue(enabled);
  const jobs = useWaitingJobs()?.jobs;
  // As the notifier would have kept it: the list as it is while not opted in, the first list seen
  // once opted in (so what changes while its chunk is on the way is news to it).
  const known = useRef<ReadonlySet<string> | undefined>(undefined);
  useEffect(() => {
    if (!jobs) known.current = undefined;
    else if (!enabled || !known.current) known.current = new Set(jobs.map((job) => job.id));
  }, [jobs, enabled]);
  const readKnown = useCallback(() => known.current, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NeedsInputNotifications known={readKnown} />
    </Suspense>
  );
}
