// A list's progress describes one cache's data: two QueryClients reading the same key keep their
// own (a list complete in one is not complete in the other, which would then read page 1 only).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import * as v from '@/lib/valibot';
import { isListComplete, listProgressOf, readProgressiveList } from './list-reads';

const queryKey = ['sessions', 's1', 'messages'] as const;

function readMessages(client: QueryClient) {
  return client.fetchQuery({
    queryKey,
    queryFn: ({ signal }) =>
      readProgressiveList(
        { client, queryKey, signal },
        v.object({ id: v.string() }),
        '/v1/x',
        'messages',
        (raw) => raw.map((item) => item.id),
      ),
  });
}

describe('list progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per QueryClient', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ messages: [{ id: 'm1' }, { id: 'm2' }] }))),
    );
    const one = new QueryClient();
    const other = new QueryClient();
    await expect(readMessages(one)).resolves.toEqual(['m1', 'm2']);
    expect(listProgressOf(one, queryKey)).toMatchObject({ loaded: 2, done: true });
    expect(isListComplete(one, queryKey)).toBe(true);
    expect(listProgressOf(other, queryKey)).toBeUndefined();
    expect(isListComplete(other, queryKey)).toBe(false);
  });
});
