// What quiet hours do to notifications beyond holding them (hooks/use-needs-input-notifier.ts):
// a job waiting longer than the overdue threshold breaks through, once; when quiet hours end, one
// notification sums up what waits ("7 jobs need input, 2 overdue"). A click opens the inbox.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLongWaitMinutes } from '@/config/inbox-preferences';
import { paths } from '@/config/paths';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { isOverdue, waitingSince } from '@/domain/jobs/waiting-jobs';
import { raiseNotification } from '../hooks/use-needs-input-notifier';
import { useNow } from '@/lib/use-now';
import { notificationSupport } from '../model/notification-support';
import { isQuiet, quietSummary } from '../model/quiet-hours';
import { useHeldNotices, useQuietHours } from '../store/quiet-hours-store';

export function QuietHoursNotices() {
  const navigate = useNavigate();
  const quiet = useQuietHours();
  // What waits for the person now: a snoozed job neither breaks through nor counts in the sum.
  const jobs = useWaitingWork()?.awake;
  const longWaitMinutes = useLongWaitMinutes();
  const now = useNow();
  const wasQuiet = useRef(false);
  useEffect(() => {
    const quietNow = isQuiet(quiet, new Date(now));
    const before = wasQuiet.current;
    wasQuiet.current = quietNow;
    if (!jobs || notificationSupport() !== 'granted') return;
    const notify = (body: string, tag: string) =>
      raiseNotification('Agent Console', { body, tag }, () => void navigate(paths.inbox()));
    const overdue = jobs.filter((job) => isOverdue(waitingSince(job), now, longWaitMinutes));
    const held = useHeldNotices.getState();
    if (quietNow) {
      const through = overdue.filter((job) => !held.brokeThrough.has(job.id));
      for (const job of through)
        notify(
          `“${job.title ?? 'Untitled job'}” has waited over ${longWaitMinutes} min`,
          `overdue:${job.id}`,
        );
      if (through.length > 0)
        useHeldNotices.setState({
          brokeThrough: new Set([...held.brokeThrough, ...through.map((job) => job.id)]),
        });
      return;
    }
    if (before && held.waited.size > 0 && jobs.length > 0)
      notify(quietSummary(jobs.length, overdue.length), 'quiet-hours-summary');
    if (before) useHeldNotices.setState({ waited: new Set(), brokeThrough: new Set() });
  }, [quiet, jobs, now, longWaitMinutes, navigate]);
  return null;
}
