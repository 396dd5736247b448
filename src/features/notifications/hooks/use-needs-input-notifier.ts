// Opt-in browser notifications when a job starts needing input. They are raised from a component
// the app mounts once beside its routes, so they also come while another screen, or a background
// tab, is showing. Only jobs that turn to needing input after the list was first read notify.
import { useEffect, useRef } from 'react';
import { currentAccount } from '@/lib/storage/account-storage';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';
import { notificationSupport } from '../model/notification-support';
import { quietNow, useHeldNotices } from '../store/quiet-hours-store';

export interface NeedsInputJob {
  id: string;
  title: string | undefined;
}

/** Shows a notification; a click brings the app forward, runs `open`, and closes it. */
export function raiseNotification(title: string, options: { body: string; tag: string }, open: () => void) {
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}

interface NotifierSources {
  /** The job's read after a partial frame, while it is out (its card's title may be stale). */
  whenRead: (jobId: string) => Promise<void> | undefined;
  /** The job as the cache holds it now, if it still needs input. */
  current: (jobId: string) => NeedsInputJob | undefined;
  /** The ids already waiting before this hook first ran (its chunk came after the list). */
  known?: () => ReadonlySet<string> | undefined;
}

/**
 * Raises one notification per job that newly needs input; `open` is called when one is clicked.
 * A partial frame moves a card before the job's read lands (a freshly dispatched job still has
 * its placeholder title then), so a job with a read out is announced once that read is in.
 */
export function useNeedsInputNotifier(
  jobs: readonly NeedsInputJob[] | undefined,
  open: (jobId: string) => void,
  sources: NotifierSources,
) {
  const known = useRef<ReadonlySet<string> | undefined>(undefined);
  const started = useRef(false);
  const enabled = useNotificationPrefsStore((s) => s.enabled);
  const latest = useRef({ open, sources });
  useEffect(() => {
    latest.current = { open, sources };
  });
  useEffect(() => {
    if (!jobs) {
      // The data went (a sign out, another key): the next account's waiting jobs are not news.
      known.current = undefined;
      return;
    }
    const previous = known.current ?? (started.current ? undefined : sources.known?.());
    started.current = true;
    known.current = new Set(jobs.map((job) => job.id));
    if (!previous || !enabled) return;
    const fresh = jobs.filter((job) => !previous.has(job.id));
    // The permission is a synchronous call to the browser process: asked only when there is news.
    if (fresh.length === 0 || notificationSupport() !== 'granted') return;
    const show = (job: NeedsInputJob) => {
      // Quiet hours: it waits, and is summed up when they end (components/quiet-hours-notices.tsx).
      if (quietNow()) {
        useHeldNotices.setState((s) => ({ waited: new Set(s.waited).add(job.id) }));
        return;
      }
      raiseNotification(
        'A job needs your input',
        { body: job.title ?? 'Untitled job', tag: `needs-input:${job.id}` },
        () => latest.current.open(job.id),
      );
    };
    const account = currentAccount();
    for (const job of fresh) {
      const read = sources.whenRead(job.id);
      if (!read) {
        // A read may have landed since this render: the cache's copy has the newest title.
        show(sources.current(job.id) ?? job);
        continue;
      }
      void read.then(() => {
        // Still wanted once the read is in: the same account (which also rules out a sign out),
        // not turned off, still waiting. The opt-in is the store's as of now, not of a render.
        if (!useNotificationPrefsStore.getState().enabled || currentAccount() !== account) return;
        const waiting = latest.current.sources.current(job.id);
        if (waiting) show(waiting);
      });
    }
  }, [jobs, enabled, sources]);
}
