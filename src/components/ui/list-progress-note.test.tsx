import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from '@/lib/valibot';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { readProgressiveList } from '@/lib/api/queries/list-reads';
import { ListProgressNote } from './list-progress-note';

const messages = queryOptions({
  queryKey: ['sessions', 's1', 'messages'] as const,
  queryFn: (context) =>
    readProgressiveList(
      context,
      v.object({ id: v.string() }),
      '/v1/sessions/s1/messages',
      'messages',
      (raw) => raw.map((m) => m.id),
    ),
});

function Messages() {
  const query = useQuery(messages);
  return (
    <>
      <ul aria-label="Messages">
        {(query.data ?? []).map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      <ListProgressNote queryKey={messages.queryKey} noun="messages" fetching={query.isFetching} />
    </>
  );
}

describe('ListProgressNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly when a further page could not be read, and Retry reads the list again in full', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    let pageTwoFails = true;
    vi.stubGlobal('fetch', async (input: URL) => {
      const cursor = new URL(input).searchParams.get('cursor');
      if (cursor === null) return new Response(JSON.stringify({ data: [{ id: 'm1' }], next_cursor: 'c2' }));
      if (pageTwoFails) return new Response('{"error":"gateway timeout"}', { status: 504 });
      return new Response(JSON.stringify({ data: [{ id: 'm2' }] }));
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Messages />
      </QueryClientProvider>,
    );
    const note = await screen.findByText('Showing the first 1 messages: the next page could not be read.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['m1']);
    expect(note.closest('[role="status"]')).not.toBeNull();

    pageTwoFails = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, {}));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['m1', 'm2']),
    );
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
