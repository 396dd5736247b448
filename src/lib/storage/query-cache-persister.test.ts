// @vitest-environment jsdom
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeQueryCacheDb,
  firstScreenPersister,
  fitKept,
  forgetKeptQueries,
  QUERY_CACHE_DB,
  queryCachePersister,
  type QueryCachePersisterOptions,
} from './query-cache-persister';

type DehydratedQuery = DehydratedState['queries'][number];

const DAY = 24 * 60 * 60_000;
const WAITING = JSON.stringify(['jobs', 'waiting']);

function persisterFor(account: string, extra: Partial<QueryCachePersisterOptions> = {}) {
  return queryCachePersister({
    account,
    maxChars: 1_000_000,
    maxAge: 7 * DAY,
    keep: (query) => query.queryHash === WAITING,
    ...extra,
  });
}

function clientWith(entries: [readonly unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

async function saveAndRestore(
  from: QueryClient,
  persisterSave: ReturnType<typeof persisterFor>,
  persisterRestore = persisterSave,
  buster = 'b1',
) {
  await persistQueryClientSave({ queryClient: from, persister: persisterSave, buster });
  const to = new QueryClient();
  await persistQueryClientRestore({
    queryClient: to,
    persister: persisterRestore,
    buster: 'b1',
    maxAge: 7 * DAY,
  });
  return to;
}

/** Saves one list query for account "a", as build b1. */
async function saveOneList(persister = persisterFor('a')) {
  await persistQueryClientSave({
    queryClient: clientWith([[['jobs', 'list'], [1]]]),
    persister,
    buster: 'b1',
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  closeQueryCacheDb();
});

describe('queryCachePersister', () => {
  it('gives back what was saved, for the same account and build', async () => {
    const jobs = [{ id: 'j1', title: 'Deploy' }];
    const from = clientWith([
      [['jobs', 'list'], jobs],
      [['sessions', 's1', 'messages'], [{ id: 'm1', text: 'hi' }]],
    ]);
    const to = await saveAndRestore(from, persisterFor('a'));
    expect(to.getQueryData(['jobs', 'list'])).toEqual(jobs);
    expect(to.getQueryData(['sessions', 's1', 'messages'])).toEqual([{ id: 'm1', text: 'hi' }]);
  });

  it("never gives one account another's queries", async () => {
    const from = clientWith([[['jobs', 'list'], [{ id: 'j1' }]]]);
    const to = await saveAndRestore(from, persisterFor('a'), persisterFor('b'));
    expect(to.getQueryData(['jobs', 'list'])).toBeUndefined();
  });

  it('never reads the copy of another build, and drops it', async () => {
    const from = clientWith([[['jobs', 'list'], [{ id: 'j1' }]]]);
    const persister = persisterFor('a');
    const to = await saveAndRestore(from, persister, persister, 'an-old-build');
    expect(to.getQueryData(['jobs', 'list'])).toBeUndefined();
    expect(await persisterFor('a').restoreClient()).toBeUndefined();
  });

  it('drops a copy older than the maximum age', async () => {
    const from = clientWith([[['jobs', 'list'], [{ id: 'j1' }]]]);
    const persister = persisterFor('a');
    await persistQueryClientSave({ queryClient: from, persister, buster: 'b1' });
    const later = persisterFor('a', { now: () => Date.now() + 8 * DAY });
    const to = new QueryClient();
    await persistQueryClientRestore({ queryClient: to, persister: later, buster: 'b1', maxAge: 7 * DAY });
    expect(to.getQueryData(['jobs', 'list'])).toBeUndefined();
  });

  it('keeps a query the cache has since dropped (a chat visited earlier)', async () => {
    const client = clientWith([
      [['sessions', 's1', 'messages'], [{ id: 'm1' }]],
      [['jobs', 'list'], [{ id: 'j1' }]],
    ]);
    const persister = persisterFor('a');
    await persistQueryClientSave({ queryClient: client, persister, buster: 'b1' });
    client.removeQueries({ queryKey: ['sessions'] });
    client.setQueryData(['jobs', 'list'], [{ id: 'j1' }, { id: 'j2' }]);
    await persistQueryClientSave({ queryClient: client, persister, buster: 'b1' });
    const restored = await persisterFor('a').restoreClient();
    const keys = restored?.clientState.queries.map((query) => query.queryHash).sort();
    expect(keys).toEqual([JSON.stringify(['jobs', 'list']), JSON.stringify(['sessions', 's1', 'messages'])]);
  });

  it('writes nothing once stopped (a sign out during a save)', async () => {
    await saveOneList(persisterFor('a', { active: () => false }));
    expect(await persisterFor('a').restoreClient()).toBeUndefined();
  });

  it('lets a sign out delete the database while this tab holds it open', async () => {
    await saveOneList();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(QUERY_CACHE_DB);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(new Error('not deleted'));
      request.onblocked = () => reject(new Error('blocked by the open connection'));
    });
    expect(await persisterFor('a').restoreClient()).toBeUndefined();
  });

  it('forgets what was kept for an account when asked', async () => {
    await saveOneList();
    await forgetKeptQueries('a');
    expect(await persisterFor('a').restoreClient()).toBeUndefined();
  });
});

describe('firstScreenPersister', () => {
  const firstOf = (account: string) => firstScreenPersister({ account, maxAge: 7 * DAY });
  const cutList = (queries: readonly { query: DehydratedQuery }[]) =>
    queries
      .filter(({ query }) => query.queryHash === JSON.stringify(['jobs', 'list']))
      .map(({ query }) => ({ ...query, state: { ...query.state, data: ['cut'] } }));

  it('gives back the first screen the save chose, apart from the whole copy', async () => {
    const client = clientWith([
      [
        ['jobs', 'list'],
        ['j1', 'j2'],
      ],
      [['sessions', 's1', 'messages'], ['m1']],
    ]);
    await persistQueryClientSave({
      queryClient: client,
      persister: persisterFor('a', { firstScreen: cutList }),
      buster: 'b1',
    });
    const first = await firstOf('a').restoreClient();
    expect(first?.clientState.queries.map((query) => query.state.data)).toEqual([['cut']]);
    const whole = await persisterFor('a').restoreClient();
    expect(whole?.clientState.queries).toHaveLength(2);
    expect(await firstOf('b').restoreClient()).toBeUndefined();
  });

  it('is forgotten with the whole copy', async () => {
    await saveOneList(persisterFor('a', { firstScreen: (queries) => queries.map(({ query }) => query) }));
    expect(await firstOf('a').restoreClient()).toBeDefined();
    await forgetKeptQueries('a');
    expect(await firstOf('a').restoreClient()).toBeUndefined();
  });
});

describe('fitKept', () => {
  const kept = (hash: string, updatedAt: number, size: number, keep = false) => ({
    hash,
    updatedAt,
    keep,
    json: 'x'.repeat(size),
  });

  it('drops the oldest first until the rest fits, never a query it must keep', () => {
    const queries = [
      kept('waiting', 1, 40, true),
      kept('old', 2, 40),
      kept('mid', 3, 40),
      kept('new', 4, 40),
    ];
    expect(fitKept(queries, 100, 0).map((query) => query.hash)).toEqual(['waiting', 'new']);
  });

  it('drops what is older than the maximum age, and nothing when all fits', () => {
    const queries = [kept('stale', 1, 10), kept('fresh', 50, 10)];
    expect(fitKept(queries, 1_000, 10).map((query) => query.hash)).toEqual(['fresh']);
    expect(fitKept(queries, 1_000, 0)).toHaveLength(2);
  });
});
