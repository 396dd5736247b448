// @vitest-environment jsdom
// The two stages of a warm visit's restore, in their order: the first screen before the promise
// resolves (the first render waits for it), the whole copy only at the idle moment after it, and
// never over a fresher copy that a read wrote meanwhile.
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { closeQueryCacheDb, queryCachePersister } from '@/lib/storage/query-cache-persister';
import { buildJob } from '@/testing/builders';
import { firstScreenOf } from './first-screen';
import { persistQueries } from './persist-queries';

const BUILD = 'build-1';
const LIST = jobQueries.list().queryKey;
const jobs = Array.from({ length: 200 }, (_, i) => buildJob({ id: `j${i}`, state: 'done' }));

/** What a visit before this one kept: the whole list, and its first screen beside it. */
async function keptBefore() {
  const before = new QueryClient();
  before.setQueryData(LIST, jobs);
  await persistQueryClientSave({
    queryClient: before,
    persister: queryCachePersister({
      account: 'a',
      maxChars: 10_000_000,
      maxAge: 60_000_000,
      keep: () => false,
      firstScreen: firstScreenOf,
    }),
    buster: `1:${BUILD}`,
  });
}

let idle: (() => void)[] = [];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeQueryCacheDb();
});

describe('a warm visit restores in two stages', () => {
  it('resolves with the first screen in the cache, and the whole copy comes only at an idle moment', async () => {
    await keptBefore();
    const client = new QueryClient();
    const kept = await persistQueries(client, { account: 'a', buildId: BUILD, restore: true });
    expect(kept.restored).toBe(true);
    const first = client.getQueryData<Job[]>(LIST) ?? [];
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(jobs.length);
    expect(first).toEqual(jobs.slice(0, first.length));
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(client.getQueryData<Job[]>(LIST)).toHaveLength(jobs.length));
    kept.stop();
  });

  it('keeps a fresh read that landed before the whole copy', async () => {
    await keptBefore();
    const client = new QueryClient();
    const kept = await persistQueries(client, { account: 'a', buildId: BUILD, restore: true });
    const fresh = [buildJob({ id: 'fresh', state: 'running' })];
    client.setQueryData(LIST, fresh);
    idle[0]?.();
    // The whole stage ran (its mark is there) and left the fresh read in place.
    await vi.waitFor(() =>
      expect(performance.getEntriesByName('last-seen:whole:restored')).not.toHaveLength(0),
    );
    expect(client.getQueryData(LIST)).toEqual(fresh);
    kept.stop();
  });

  it('says nothing was restored when nothing was kept for this build', async () => {
    await keptBefore();
    const client = new QueryClient();
    const kept = await persistQueries(client, { account: 'a', buildId: 'build-2', restore: true });
    expect(kept.restored).toBe(false);
    expect(client.getQueryData(LIST)).toBeUndefined();
    kept.stop();
  });
});
