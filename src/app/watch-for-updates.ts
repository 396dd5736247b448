// A new build's worker installs and waits: it never takes over an open page by itself. The page
// offers a reload; only when the person asks does the worker skip waiting, and once it controls
// the page, the page reloads. The browser checks /sw.js only on real navigations, which a
// single-page app rarely makes: this asks when the tab is shown again and every hour.
export const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/** What this needs of workbox-window's `Workbox`. */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
  update(): Promise<void>;
}

interface Page {
  offer: (reload: () => void) => void;
  reload: () => void;
}

/** Wires `worker`'s update events to the page; returns a function that stops the checks. */
export function watchForUpdates(worker: UpdatableWorker, page: Page): () => void {
  let asked = false;
  worker.addEventListener('waiting', () => {
    page.offer(() => {
      asked = true;
      worker.messageSkipWaiting();
    });
  });
  worker.addEventListener('controlling', (event) => {
    if (asked) page.reload();
    // Another tab let the new worker in: this page's code is now the older build; no worker is
    // waiting any more, so its Reload is a plain one. A first install (no update) offers nothing.
    else if (event.isUpdate) page.offer(page.reload);
  });

  const check = () => {
    worker.update().catch(() => {
      // Offline or the host is down: the next check tries again.
    });
  };
  const whenShown = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', whenShown);
  const timer = setInterval(whenShown, UPDATE_CHECK_EVERY_MS);
  return () => {
    document.removeEventListener('visibilitychange', whenShown);
    clearInterval(timer);
  };
}
