// Desktop notifications in a journey: recorded, never shown. Each is kept as "TITLE: BODY" on the
// page's window, where shownNotifications reads them.
import type { Page } from '@playwright/test';

export async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push(`${title}: ${options?.body ?? ''}`);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
}

/** The notifications raised so far, oldest first. */
export const shownNotifications = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'shownNotifications') as string[]);
