import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isLastSeen, noteRestored } from './last-seen';

const KEY = ['jobs', 'list'];
const HASH = JSON.stringify(KEY);

function restoredClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(KEY, ['kept'], { updatedAt: 1_000 });
  noteRestored(client, [{ queryHash: HASH, dataUpdatedAt: 1_000 }]);
  return client;
}

describe('last seen', () => {
  it('a restored query stays last seen through a frame written into it, until its own read lands', async () => {
    const client = restoredClient();
    expect(isLastSeen(client, KEY)).toBe(true);
    client.setQueryData(KEY, ['kept', 'from a frame']);
    expect(isLastSeen(client, KEY)).toBe(true);
    await client.fetchQuery({ queryKey: KEY, queryFn: () => ['fresh'], staleTime: 0 });
    expect(isLastSeen(client, KEY)).toBe(false);
  });

  it('a frame written into it before its screen read it leaves it to be read: a shown query is read at once', async () => {
    const client = restoredClient();
    let reads = 0;
    const queryFn = () => {
      reads += 1;
      return Promise.resolve(['fresh']);
    };
    // The frame comes before the screen mounts: the screen's mount still reads it.
    client.setQueryData(KEY, ['kept', 'from a frame']);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: 60_000 });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(isLastSeen(client, KEY)).toBe(false));
    expect(reads).toBe(1);
    expect(client.getQueryData(KEY)).toEqual(['fresh']);
    stop();
  });

  it('frames written into a shown restored query while it is read do not restart the read', async () => {
    const client = restoredClient();
    let reads = 0;
    let answer: (value: string[]) => void = () => {};
    const queryFn = () => {
      reads += 1;
      return new Promise<string[]>((resolve) => (answer = resolve));
    };
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: 60_000 });
    const stop = observer.subscribe(() => {});
    expect(reads).toBe(1);
    for (let frame = 0; frame < 5; frame += 1) client.setQueryData(KEY, ['kept', `frame ${frame}`]);
    answer(['fresh']);
    await vi.waitFor(() => expect(isLastSeen(client, KEY)).toBe(false));
    expect(reads).toBe(1);
    stop();
  });

  it('a read that fails leaves it last seen (offline)', async () => {
    const client = restoredClient();
    await client
      .fetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    expect(isLastSeen(client, KEY)).toBe(true);
  });

  it('a query whose data went (a change of account) is no longer last seen', async () => {
    const client = restoredClient();
    await client.resetQueries();
    expect(isLastSeen(client, KEY)).toBe(false);
  });

  it('notes only what the restore wrote: data read since is not last seen', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, ['read in this visit'], { updatedAt: 5_000 });
    noteRestored(client, [{ queryHash: HASH, dataUpdatedAt: 1_000 }]);
    expect(isLastSeen(client, KEY)).toBe(false);
  });

  it('is per client', () => {
    restoredClient();
    const other = new QueryClient();
    other.setQueryData(KEY, ['x'], { updatedAt: 1_000 });
    expect(isLastSeen(other, KEY)).toBe(false);
  });
});
