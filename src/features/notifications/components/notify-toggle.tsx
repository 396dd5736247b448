import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  hasNotifications,
  readNotificationSupport,
  type NotificationSupport,
} from '../model/notification-support';
import { useNotificationPrefsStore } from '../store/notification-prefs-store';

/** Opt in to (or out of) a browser notification whenever a job starts needing input. */
export function NotifyToggle() {
  const enabled = useNotificationPrefsStore((s) => s.enabled);
  const { setEnabled } = useNotificationPrefsStore((s) => s.actions);
  // Until the browser answers (a moment later), the button shows the saved choice and cannot be
  // pressed: a press then could not know whether it turns notifications on or off.
  const [support, setSupport] = useState<NotificationSupport | 'asking'>(() =>
    hasNotifications() ? 'asking' : 'unsupported',
  );
  useEffect(() => {
    let live = true;
    void readNotificationSupport().then((known) => {
      if (live) setSupport(known);
    });
    return () => {
      live = false;
    };
  }, []);
  if (support === 'unsupported') return null;
  if (support === 'denied') {
    return (
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Notifications are blocked for this site in the browser’s settings.
      </p>
    );
  }
  const asking = support === 'asking';
  const on = enabled && (asking || support === 'granted');
  const toggle = async () => {
    if (on) {
      setEnabled(false);
      return;
    }
    const permission = support === 'granted' ? 'granted' : await Notification.requestPermission();
    setSupport(permission);
    setEnabled(permission === 'granted');
  };
  return (
    <Button variant="secondary" aria-pressed={on} disabled={asking} onClick={() => void toggle()}>
      {on ? 'Notifying when input is needed' : 'Notify me when input is needed'}
    </Button>
  );
}
