// The installable app: a web app manifest and a Workbox service worker (generateSW) that caches
// the app shell only: the built files, precached, and index.html for every navigation. Nothing of
// the service is ever cached (no /v1 route, no runtime caching), so signing out leaves no data in
// CacheStorage for this worker; sign out deletes its caches anyway (every `caches.keys()`).
// The worker is registered from the app's own code after load (no inline script: the CSP holds).
import { VitePWA } from 'vite-plugin-pwa';

export function pwaPlugin() {
  return VitePWA({
    injectRegister: null,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Agent Console',
      short_name: 'Agents',
      description: 'Chats, jobs and workflow state for the Agent Work Service.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0369a1',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      cacheId: 'agent-console',
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
      // Imported by the worker itself (importScripts): the browser keeps it with the worker.
      globIgnores: ['**/sw-routes.js'],
      navigateFallback: '/index.html',
      // The service, the simulator's test levers and the host's settings file are never the shell.
      navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/__control(\/|$)/, /^\/agent-console\.json$/],
      runtimeCaching: [],
      // Requests the app's code makes (the service, the event stream) bypass the worker.
      importScripts: ['sw-routes.js'],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}
