import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccount } from '@/lib/storage/sign-out';
import { renderWithClient } from '@/testing/render';
import { signInForTest } from '@/testing/sign-in';
import { useOutgoingStore } from '../store/outgoing-store';
import { ChatOutbox } from './chat-outbox';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

// Counts the fetches of the outbox's chunk.
const fetched = vi.hoisted(() => ({ outbox: 0 }));
vi.mock('../hooks/use-outbox', async (importOriginal) => {
  fetched.outbox += 1;
  return importOriginal();
});

describe('the outbox on a first visit', () => {
  let stop: () => void;
  let posts: string[];
  beforeEach(() => {
    stop = followAccount(() => undefined);
    signInForTest('outbox-gate', 'https://svc.test');
    useOutgoingStore.setState({ outgoing: {}, turns: {} });
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

  it('is not fetched while nothing waits, and sends what waits once something does', async () => {
    renderWithClient(<ChatOutbox />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched.outbox).toBe(0);

    useOutgoingStore.getState().actions.add(CHAT, {
      localId: 'l1',
      text: 'written offline',
      state: 'queued',
      error: undefined,
      sentAt: new Date().toISOString(),
      userCountBefore: 0,
    });
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 15_000 });
    expect(posts[0]).toContain('written offline');
    expect(fetched.outbox).toBe(1);
  });
});
