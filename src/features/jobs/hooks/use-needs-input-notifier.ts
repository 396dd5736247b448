// Opt-in browser notifications when a job starts needing input. They are raised from a component
// the app mounts once beside its routes, so they also come while another screen, or a background
// tab, is showing. Only jobs that turn to needing input after the list was first read notify.
import { useEffect, useRef } from 'react';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';

export type NotificationSupport = 'unsupported' | NotificationPermission;

function notificationSupport(): NotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * The permission, asked without blocking: in Chromium `Notification.permission` is a synchronous
 * call to the browser process, measured at about 12 ms of a loading board's main thread.
 */
export async function readNotificationSupport(): Promise<NotificationSupport> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'notifications' });
    return status.state === 'prompt' ? 'default' : status.state;
  } catch {
    return Notification.permission; // no Permissions API here
  }
}

export interface NeedsInputJob {
  id: string;
  title: string | undefined;
}

/** Raises one notification per job that newly needs input; `open` is called when one is clicked. */
export function useNeedsInputNotifier(
  jobs: readonly NeedsInputJob[] | undefined,
  open: (jobId: string) => void,
) {
  const known = useRef<Set<string> | undefined>(undefined);
  const enabled = useNotificationPrefsStore((s) => s.enabled);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    if (!jobs) return;
    const previous = known.current;
    known.current = new Set(jobs.map((job) => job.id));
    if (!previous || !enabled || notificationSupport() !== 'granted') return;
    for (const job of jobs) {
      if (previous.has(job.id)) continue;
      const notification = new Notification('A job needs your input', {
        body: job.title ?? 'Untitled job',
        tag: `needs-input:${job.id}`,
      });
      notification.onclick = () => {
        window.focus();
        openRef.current(job.id);
        notification.close();
      };
    }
  }, [jobs, enabled]);
}
