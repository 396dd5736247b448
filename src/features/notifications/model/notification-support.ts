// Whether this browser can show notifications, and whether this site may: read by the board's
// toggle without the notifier itself (use-needs-input-notifier.ts), which a board with
// notifications off never fetches.

export type NotificationSupport = 'unsupported' | NotificationPermission;

/** Whether this browser has notifications at all (before asking whether this site may). */
export const hasNotifications = () => typeof window !== 'undefined' && 'Notification' in window;

export function notificationSupport(): NotificationSupport {
  return hasNotifications() ? Notification.permission : 'unsupported';
}

/**
 * The permission, asked without blocking: in Chromium `Notification.permission` is a synchronous
 * call to the browser process, which would stall a loading board's main thread.
 */
export async function readNotificationSupport(): Promise<NotificationSupport> {
  if (!hasNotifications()) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'notifications' });
    return status.state === 'prompt' ? 'default' : status.state;
  } catch {
    return Notification.permission; // no Permissions API here
  }
}
