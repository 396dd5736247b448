import { afterEach } from 'vitest';

// Tests that run with a DOM (every .tsx test, and a .ts test that asks for jsdom) unmount what they
// rendered and start from empty storage; tests of plain modules run without one.
if (typeof document !== 'undefined') {
  // IndexedDB for the write path's records (jsdom has none): a fresh, empty one for every test.
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  const { cleanup, configure } = await import('@testing-library/react');
  // `waitFor` and `findBy…` wait up to 5 s, not 1: with the suite on both cores of a 2-core
  // machine, three sends through the write path (each reading its chat first) took over a second.
  // A test that passes is as quick as before; only a failing one waits longer to say so.
  configure({ asyncUtilTimeout: 5_000 });
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
