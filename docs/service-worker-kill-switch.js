// Agent Console: the service worker's kill switch (docs/service-worker.md).
// Serve this file as /sw.js, in place of the built one, to retire the app's worker: a returning
// visitor's browser fetches /sw.js on its next visit (never from the HTTP cache), installs this
// one, which takes over at once, deletes the app's caches and unregisters itself. The page keeps
// working, now from the network; the next visit has no worker at all. This worker has no fetch
// handler, so it never answers a request.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('agent-console-')) await caches.delete(name);
      }
      await self.registration.unregister();
    })(),
  );
});
