import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { ChatScreen } from './chat-screen';
import { signInForTest } from '@/testing/sign-in';

// The screen listens to the event stream; these tests need none of it.
vi.mock('@/lib/events/event-stream-provider', () => ({ useStreamEvents: () => undefined }));

const CHAT = '0b5e2c1d-1111-4222-8333-444455556666';

// The screen fetches the chat's write path as it opens (store/chat-records.ts); a short file can
// end before that import does, and vitest would then load it into a torn-down environment.
afterAll(async () => {
  await import('../api/chat-writes');
});

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
