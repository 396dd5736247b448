import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { buildJob } from '@/testing/builders';
import { KnownChatsList, useKnownChatsStore } from '@/features/chat-list';
import { ChatHeader } from './chat-header';
import { ChatScreen } from './chat-screen';
import { signInForTest } from '@/testing/sign-in';

// The screen listens to the event stream; these tests need none of it.
vi.mock('@/lib/events/event-stream-provider', () => ({ useStreamEvents: () => undefined }));

const CHAT = '0b5e2c1d-1111-4222-8333-444455556666';

function renderWith(
  ui: React.ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const notFound = () =>
  new Response(JSON.stringify({ error: 'session not found' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

describe('a chat the service does not know (404)', () => {
  beforeEach(() => {
    signInForTest();
    useKnownChatsStore.setState({ chats: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => notFound()),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says so, offers no greeting, disables the message box with the reason, and does not list a chat never seen', async () => {
    renderWith(<ChatScreen chatId={CHAT} />);
    expect(await screen.findByText('This chat is not on the service.')).toBeTruthy();
    expect(screen.queryByText(/No messages yet/)).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Messages cannot be sent: the service does not know this chat.')).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText(/Messages cannot be sent/).id);
    expect(useKnownChatsStore.getState().chats[CHAT]).toBeUndefined();
  });

  it('keeps a chat that was listed, marked as no longer on the service', async () => {
    useKnownChatsStore.getState().actions.remember({ id: CHAT, title: 'Old plan' });
    renderWith(<ChatScreen chatId={CHAT} />);
    await screen.findByText('This chat is not on the service.');
    expect(useKnownChatsStore.getState().chats[CHAT]).toMatchObject({ title: 'Old plan', gone: true });
  });

  it('lists a chat once its messages load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderWith(<ChatScreen chatId={CHAT} />);
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' }).hasAttribute('disabled')).toBe(false);
    expect(useKnownChatsStore.getState().chats[CHAT]).toBeDefined();
  });
});

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
