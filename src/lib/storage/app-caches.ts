// CacheStorage at sign out. The service worker's precache (scripts/pwa.ts, cache id
// "agent-console") holds the build's own files and nothing of any account: it stays, so the app
// still opens offline after a sign out. Every other cache of the origin goes, since a cache the
// app does not know may hold responses of the account.

const APP_PRECACHE = /^agent-console-precache-/;

function isAppPrecache(name: string): boolean {
  return APP_PRECACHE.test(name);
}

/** Deletes every cache of this origin but the app's own precache. */
export async function deleteAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) if (!isAppPrecache(name)) await caches.delete(name);
}
