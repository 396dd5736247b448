// An idb-keyval store opened at its first use, whose connection closes itself when another tab (or
// Sign out here) deletes the database: an open connection would hold that delete until every tab
// closed. The next use after that opens the database anew.
import { createStore, type UseStore } from 'idb-keyval';

export interface SelfClosingStore {
  /** The store, opened now if it is not open. */
  use: () => UseStore;
  /** Closes the connection, so a sign out can delete the database (tests: a fresh IndexedDB). */
  close: () => void;
}

export function selfClosingStore(dbName: string, storeName: string): SelfClosingStore {
  let store: UseStore | undefined;
  let connection: IDBDatabase | undefined;
  const close = () => {
    connection?.close();
    connection = undefined;
    store = undefined;
  };
  const use = () => {
    if (store) return store;
    const opened = createStore(dbName, storeName);
    store = opened;
    void opened('readonly', (objects) => {
      const db = objects.transaction.db;
      connection = db;
      db.onversionchange = () => {
        db.close();
        if (store === opened) close();
      };
    }).catch(() => undefined);
    return opened;
  };
  return { use, close };
}
