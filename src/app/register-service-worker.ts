// Registers the app-shell service worker (scripts/pwa.ts) in built apps once the first visit's own
// work is done: QUIET_AFTER_LOAD_MS after load, at an idle moment. Installing it precaches every
// built file; begun at load, that competes with the first screen's rendering and reads for the
// same few cores. Begun much later, a line that drops soon after a first visit finds screens that
// cannot load: a second after load, at an idle moment, the worker has the app and controls the
// page (clients.claim) within a few seconds of Live. Development serves no worker. A later
// build's worker waits for the person's Reload (watch-for-updates.ts), through workbox-window.
import { useNewVersion } from '@/lib/new-version';
import { watchForUpdates } from './watch-for-updates';

export const QUIET_AFTER_LOAD_MS = 1_000;
const IDLE_TIMEOUT_MS = 5_000;

/** Runs `run` once, QUIET_AFTER_LOAD_MS after the page's load, when the main thread is idle. */
export function afterFirstVisitSettles(run: () => void) {
  const later = () => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else run();
    }, QUIET_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstVisitSettles(() => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const worker = new Workbox('/sw.js', { scope: '/' });
        watchForUpdates(worker, {
          offer: useNewVersion.getState().offer,
          reload: () => window.location.reload(),
        });
        return worker.register();
      })
      .catch(() => {
        // No worker (private mode, a host without sw.js): the app works online as before.
      });
  });
}
