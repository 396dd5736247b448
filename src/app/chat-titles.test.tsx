// A job's chat is named by its job in the chat's header (the chats feature) and in the list of
// chats (the chat-list feature): two features, so the test sits where they are composed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { buildJob } from '@/testing/builders';
import { KnownChatsList } from '@/features/chat-list/components/known-chats-list';
import { ChatHeader } from '@/features/chats/components/chat-header';

const CHAT = '0b5e2c1d-1111-4222-8333-444455556666';

function renderWith(ui: React.ReactNode, client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a job’s chat without a title of its own', () => {
  beforeEach(() => useKnownChatsStore.setState({ chats: {} }));

  it('goes by its job’s title in the list and the header; its own title wins', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'j1', state: 'done', title: 'Quarterly report', primary_session_id: CHAT }),
    ]);
    useKnownChatsStore.getState().actions.remember({ id: CHAT });
    useKnownChatsStore
      .getState()
      .actions.remember({ id: '9b5e2c1d-1111-4222-8333-444455556666', title: 'Own title' });
    renderWith(
      <>
        <ChatHeader chatId={CHAT} />
        <KnownChatsList />
      </>,
      client,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quarterly report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quarterly report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Own title' })).toBeTruthy();
    expect(screen.queryByText(/^Chat 0b5e2c1d/)).toBeNull();
  });

  it('lists the person’s own chats first and the chats of jobs apart, below them (issue 41)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'j1', state: 'done', title: 'Quarterly report', primary_session_id: CHAT }),
    ]);
    // The job's chat is the newest: without the split it would come first.
    useKnownChatsStore
      .getState()
      .actions.remember({ id: '9b5e2c1d-1111-4222-8333-444455556666', title: 'Own title' }, 1);
    useKnownChatsStore.getState().actions.remember({ id: CHAT }, 2);
    renderWith(<KnownChatsList />, client);
    const own = screen.getByRole('list', { name: 'Your own chats' });
    const ofJobs = screen.getByRole('list', { name: 'Chats of jobs (1)' });
    expect(own.textContent).toContain('Own title');
    expect(ofJobs.textContent).toContain('Quarterly report');
    expect(own.compareDocumentPosition(ofJobs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
