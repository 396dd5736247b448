// Imported into the generated service worker (scripts/pwa.ts, workbox `importScripts`). The worker
// answers navigations (the shell) and the built files it precached, never a request the app's own
// code makes with fetch(): the service's reads, the event stream, file downloads, the host's
// settings. Without a route, each of those would still wake the worker (start it, where the browser
// had stopped it: tens to hundreds of milliseconds on a phone) and wait for its fetch handler to
// decline. Static routing (InstallEvent.addRoutes, Chromium 123+) sends them straight to the
// network, worker or no worker.
// A script's fetch() has the empty request destination; scripts, styles, images, the manifest and
// documents have their own. Browsers without static routing keep the fetch handler's answer.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([{ condition: { requestDestination: '' }, source: 'network' }])
      .catch((error) => console.warn('Static routes not added:', error)),
  );
});
