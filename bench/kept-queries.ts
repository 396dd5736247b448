// What the app keeps of the account on this device (src/lib/storage/query-cache-persister.ts), read
// from the page's IndexedDB: the warm-visit bench sizes it, the last-seen journey looks inside it.
import type { Page } from '@playwright/test';

const KEPT_DB = 'agent-console-query-cache';

/** Everything kept in the app's query-cache database, as text ('' when there is none). */
export function keptQueriesText(page: Page): Promise<string> {
  return page.evaluate(async (name) => {
    // Opened only if it exists: opening creates a database, without the app's store in it.
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('clients')) return resolve(db.close() ?? '');
        const read = db.transaction('clients').objectStore('clients').getAll();
        read.onsuccess = () => resolve(JSON.stringify(read.result) + (db.close() ?? ''));
        read.onerror = () => resolve(db.close() ?? '');
      };
    });
  }, KEPT_DB);
}
