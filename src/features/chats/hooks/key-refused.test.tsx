// A key revoked mid-session: the typed message stays, says the key was refused with a way to
// Settings, survives the change to a new key, and is resent once by Retry, never twice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OutgoingItem } from '../components/message-item';
import { useChatRecords } from '../store/chat-records';
import { useChatDelivery } from './use-chat-delivery';
import { useSendMessage } from './use-send-message';
import { freshWritesEachTest } from '@/testing/fresh-writes';
import { signInForTest } from '@/testing/sign-in';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

describe('a 401 while sending', () => {
  freshWritesEachTest('revoked');

  it('keeps the message, points to Settings, and after a new key resends it once', async () => {
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = new Headers(init?.headers).get('Authorization');
        if (init?.method === 'POST') posts.push(String(key));
        if (key === 'Bearer revoked')
          return new Response(JSON.stringify({ error: 'invalid key' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ id: CHAT, status: 'running' }), {
            status: 202,
            headers: { 'Content-Type': 'application/json' },
          });
        void input;
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useChatDelivery();
        // What the chat shows: through the change of key too.
        return { ...useSendMessage(CHAT), records: useChatRecords(CHAT) };
      },
      { wrapper },
    );
    const item = () => result.current.records[0];

    await act(() => result.current.send('the typed message'));
    await waitFor(() => expect(item()?.state).toBe('failed'));
    expect(item()).toMatchObject({ text: 'the typed message', keyRefused: true });

    const failed = item();
    if (!failed) throw new Error('no item');
    render(
      <MemoryRouter>
        <OutgoingItem item={failed} onRetry={() => undefined} onDiscard={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/refused the API key/);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');

    act(() => signInForTest('fresh', 'https://svc.test'));
    expect(item()?.text).toBe('the typed message');

    act(() => {
      result.current.retry(failed.id);
      result.current.retry(failed.id); // a double click
    });
    await waitFor(() => expect(item()?.state).toBe('landed'));
    act(() => result.current.retry(failed.id)); // and once more after it went
    await Promise.resolve();
    expect(posts).toEqual(['Bearer revoked', 'Bearer fresh']);
  });
});
