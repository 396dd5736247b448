import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
