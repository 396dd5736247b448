import { afterEach } from 'vitest';

// Tests that run with a DOM (every .tsx test, and a .ts test that asks for jsdom) unmount what they
// rendered and start from empty storage; tests of plain modules run without one.
if (typeof document !== 'undefined') {
  // IndexedDB for the write path's records (jsdom has none): a fresh, empty one for every test.
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  const { cleanup } = await import('@testing-library/react');
  const { forgetAllWrites } = await import('@/lib/writes/forget');
  const { closeWritesDb } = await import('@/lib/writes/record-storage');
  const freshIndexedDb = () => {
    globalThis.indexedDB = new IDBFactory();
    globalThis.IDBKeyRange = IDBKeyRange;
    closeWritesDb();
  };
  freshIndexedDb();
  afterEach(() => {
    cleanup();
    forgetAllWrites();
    freshIndexedDb();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
