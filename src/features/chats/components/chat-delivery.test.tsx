import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccount } from '@/lib/storage/sign-out';
import { renderWithClient } from '@/testing/render';
import { signInForTest } from '@/testing/sign-in';
import { indexedDbRecords } from '@/lib/writes/record-storage';
import { newWrite } from '@/lib/writes/write-record';
import { currentAccount } from '@/lib/storage/account-storage';
import { ChatDelivery } from './chat-delivery';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

// Counts the fetches of the runner's chunk.
const fetched = vi.hoisted(() => ({ runner: 0 }));
vi.mock('../hooks/use-chat-delivery', async (importOriginal) => {
  fetched.runner += 1;
  return importOriginal();
});

describe('the chats’ runner on a first visit', () => {
  let stop: () => void;
  let posts: string[];
  beforeEach(() => {
    stop = followAccount(() => undefined);
    signInForTest('outbox-gate', 'https://svc.test');
    posts = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        await Promise.resolve();
        if (init?.method !== 'POST') return Response.json([]);
        posts.push(typeof init.body === 'string' ? init.body : '');
        return Response.json({ id: CHAT, status: 'running' }, { status: 202 });
      }),
    );
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('is not fetched while nothing is kept, and sends what another tab kept once it is', async () => {
    const view = renderWithClient(<ChatDelivery />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched.runner).toBe(0);
    view.unmount();

    // Another tab wrote a message offline and closed: its record, and the mark that writes are kept.
    const account = currentAccount() ?? '';
    await indexedDbRecords.put({
      ...newWrite({ id: 'l1', account, batch: 'l1', madeBy: 'another tab', now: Date.now(), holdMs: 0 }),
      kind: 'message',
      chatId: CHAT,
      text: 'written offline',
    });
    localStorage.setItem(`agent-console:${account}:writes-kept`, '1');
    renderWithClient(<ChatDelivery />);
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 15_000 });
    expect(posts[0]).toContain('written offline');
    expect(fetched.runner).toBe(1);
  });
});
