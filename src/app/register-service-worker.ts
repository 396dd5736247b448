// Registers the app-shell service worker (scripts/pwa.ts) in built apps, after the page has
// loaded, so it never competes with the first visit. Development serves no worker.
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, a host without sw.js): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
