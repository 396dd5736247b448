// The installable app: a web app manifest and a Workbox service worker (generateSW). It precaches
// every file of the build (the shell, every route's chunk, the markdown and code-highlighting
// chunks), each with its revision, so a new deploy's worker fetches what changed and drops the
// rest. Navigations go to the network first, so a host's fresh index.html and headers (a tighter
// CSP) reach returning visitors; the precached index.html answers only when the network fails or
// is slow. Nothing of the service is ever cached (no /v1 route, no stored responses), so the
// worker's caches hold no account data. The worker is registered from the app's own code after
// load (no inline script: the CSP holds). Kill switch and update rules: docs/service-worker.md.
import { VitePWA } from 'vite-plugin-pwa';

/** A navigation that takes longer than this is answered from the precache (offline stays fast). */
const NAVIGATION_TIMEOUT_SECONDS = 3;

// These functions are written into sw.js as their source text (Workbox stringifies them): they
// may use only what a worker has, never this module's names. Paths that are never the app: the
// service, the simulator's test levers, the host's settings file.
const isAppNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && !/^\/(v1|__control)(\/|$)|^\/agent-console\.json$/.test(url.pathname);
const precachedShell = {
  // A navigation's answer is never stored: the one kept copy is this build's precached index.html,
  // which matches the chunks precached beside it.
  cacheWillUpdate: () => Promise.resolve(null),
  // When the network fails or times out, NetworkFirst reads its cache: that copy is the answer.
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse ?? (await caches.match(new URL('index.html', location.href).href, { ignoreSearch: true })),
};

export function pwaPlugin() {
  return VitePWA({
    injectRegister: null,
    // A new build's worker waits for the person's Reload (src/app/watch-for-updates.ts).
    registerType: 'prompt',
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
      // No cache-first answer for navigations: not the plugin's default fallback route, nor for "/"
      // (Workbox's directory index would map it to the precached index.html).
      navigateFallback: null,
      directoryIndex: null,
      runtimeCaching: [
        {
          urlPattern: isAppNavigation,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'agent-console-navigations',
            networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
            plugins: [precachedShell],
          },
        },
      ],
      // The navigation's request starts while the worker boots, instead of after.
      navigationPreload: true,
      // Requests the app's code makes (the service, the event stream) bypass the worker.
      importScripts: ['sw-routes.js'],
      cleanupOutdatedCaches: true,
      // The first worker controls the page that installed it; a later one waits until the page
      // asks (a SKIP_WAITING message, which Workbox's worker answers when skipWaiting is off).
      clientsClaim: true,
      skipWaiting: false,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}
