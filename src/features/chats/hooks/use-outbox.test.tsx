// The outbox against a stubbed service: messages written offline go out by themselves once the
// network is back, in order and once; a send with no answer is looked for in the chat first.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshOutboxEachTest } from '@/testing/fresh-outbox';
import { signInForTest } from '@/testing/sign-in';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useIsUnsaved, useOutgoingStore, type Outgoing } from '../store/outgoing-store';
import { useOutbox } from './use-outbox';
import { useSendMessage } from './use-send-message';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

/** A chat on a stubbed service: what it holds, every POST it saw, and a way to fail the next ones. */
function stubService() {
  const held: { id: string; role: string; content: string }[] = [];
  const posts: string[] = [];
  let lose = 0;
  let refuse = 0;
  const statuses: { status: number; landed: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      await Promise.resolve();
      if (init?.method === 'POST') {
        const { message } = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
          message: string;
        };
        posts.push(message);
        const answer = statuses.shift();
        if (answer) {
          if (answer.landed) held.push({ id: `m${held.length}`, role: 'user', content: message });
          return Response.json({ title: 'Bad gateway' }, { status: answer.status });
        }
        if (refuse > 0) {
          refuse -= 1;
          throw new TypeError('Failed to fetch');
        }
        held.push({ id: `m${held.length}`, role: 'user', content: message });
        // It landed, but the answer is lost on the way back.
        if (lose > 0) {
          lose -= 1;
          throw new TypeError('Failed to fetch');
        }
        return Response.json({ id: CHAT, status: 'running' }, { status: 202 });
      }
      return Response.json([...held]);
    }),
  );
  return {
    posts,
    held,
    loseNextAnswer: () => void (lose += 1),
    refuseNext: () => void (refuse += 1),
    /** The next POST gets this status, having been done (`landed`) or not. */
    answerNext: (status: number, landed: boolean) => void statuses.push({ status, landed }),
  };
}

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  if (value) window.dispatchEvent(new Event('online'));
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useOutbox();
      return useSendMessage(CHAT);
    },
    { wrapper },
  );
}

/** Online, sends `text` and waits until its send went unanswered: queued, unsure whether it landed. */
async function sendUnanswered(text: string) {
  setOnline(true);
  const view = mount();
  act(() => view.result.current.send(text));
  await waitFor(() => expect(items()[0]).toMatchObject({ state: 'queued', unsure: true }));
  return view;
}

const items = () => useOutgoingStore.getState().outgoing[CHAT] ?? [];
const states = () => items().map((item) => item.state);

describe('the outbox', () => {
  freshOutboxEachTest('outbox');

  it('sends what was written offline by itself once the network is back, in order, once', async () => {
    const service = stubService();
    setOnline(false);
    const { result } = mount();
    act(() => {
      result.current.send('first');
      result.current.send('second');
      result.current.send('third');
    });
    await act(() => Promise.resolve());
    expect(service.posts).toEqual([]);
    expect(states()).toEqual(['queued', 'queued', 'queued']);

    act(() => setOnline(true));
    act(() => setOnline(true)); // a second signal must not send anything twice
    await waitFor(() => expect(states()).toEqual(['accepted', 'accepted', 'accepted']));
    expect(service.posts).toEqual(['first', 'second', 'third']);
  });

  it('after a send with no answer, does not send again a message that landed', async () => {
    const service = stubService();
    service.loseNextAnswer();
    const { result } = await sendUnanswered('landed, answer lost');
    act(() => result.current.send('written after'));

    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted', 'accepted']));
    expect(service.posts).toEqual(['landed, answer lost', 'written after']);
    expect(service.held.map((message) => message.content)).toEqual(['landed, answer lost', 'written after']);
  });

  it('after a send with no answer that never landed, sends it once more', async () => {
    const service = stubService();
    service.refuseNext();
    await sendUnanswered('lost on the way');
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted']));
    expect(service.held.map((message) => message.content)).toEqual(['lost on the way']);
  });

  it('after a gateway or a busy service answered, sends by itself, once, whether it landed or not', async () => {
    const service = stubService();
    service.answerNext(504, true);
    service.answerNext(503, false);
    const { result } = await sendUnanswered('through a flaky gateway');
    act(() => result.current.send('to a busy service'));
    act(() => setOnline(true));
    const busy = () => items().find((item) => item.text === 'to a busy service');
    await waitFor(() => expect(busy()).toMatchObject({ state: 'queued', unsure: true }));
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted', 'accepted']));
    expect(service.posts).toEqual(['through a flaky gateway', 'to a busy service', 'to a busy service']);
    expect(service.held.map((message) => message.content)).toEqual([
      'through a flaky gateway',
      'to a busy service',
    ]);
  });

  it('after the service failed (500), waits for Retry', async () => {
    const service = stubService();
    service.answerNext(500, false);
    setOnline(true);
    const { result } = mount();
    act(() => result.current.send('refused'));
    await waitFor(() => expect(states()).toEqual(['failed']));
    expect(service.posts).toEqual(['refused']);
  });

  it('checks a message left "sending" by a page that went, before sending it', async () => {
    const service = stubService();
    service.held.push({ id: 'm0', role: 'user', content: 'sent before the reload' });
    const left = (text: string, localId: string): Outgoing => ({
      localId,
      text,
      state: 'sending',
      error: undefined,
      sentAt: new Date().toISOString(),
      userCountBefore: 0,
      landsAfter: 0,
    });
    useOutgoingStore.setState({
      outgoing: { [CHAT]: [left('sent before the reload', 'a'), left('never reached it', 'b')] },
    });
    setOnline(true);
    mount();
    await waitFor(() => expect(states()).toEqual(['accepted', 'accepted']));
    expect(service.posts).toEqual(['never reached it']);
  });
});

describe('the outbox, when storage does not keep a message', () => {
  freshOutboxEachTest('outbox-storage');

  it('sends a message too large for storage, shown as not saved on this device until it is sent', async () => {
    const service = stubService();
    setOnline(false);
    const { result } = mount();
    const big = 'x'.repeat(600_000);
    act(() => result.current.send(big));
    const id = items()[0]?.localId ?? '';
    expect(renderHook(() => useIsUnsaved(id)).result.current).toBe(true);
    // The outbox reads the store back from storage before it sends: what storage lacks stays.
    await act(() => useOutgoingStore.persist.rehydrate());
    expect(items().map((item) => item.text.length)).toEqual([600_000]);

    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted']));
    expect(service.posts.map((text) => text.length)).toEqual([600_000]);
  });

  it('sends a short message while every storage write is refused', async () => {
    const service = stubService();
    setOnline(false);
    const { result } = mount();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    act(() => result.current.send('ok'));
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted']));
    expect(service.posts).toEqual(['ok']);
  });
});

describe('the outbox, deciding "did it land?"', () => {
  freshOutboxEachTest('outbox-landing');

  it('never decides on a read whose second page failed: it reads again, and sends nothing twice', async () => {
    const held = [{ id: 'm0', role: 'user', content: 'earlier' }];
    const posts: string[] = [];
    let failPageTwo = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await Promise.resolve();
        if (init?.method === 'POST') {
          const { message } = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
            message: string;
          };
          posts.push(message);
          held.push({ id: `m${held.length}`, role: 'user', content: message });
          failPageTwo = 1; // the next read of the chat breaks off after its first page
          return Response.json({ title: 'Bad gateway' }, { status: 502 }); // and yet it landed
        }
        if (!new URL(input instanceof Request ? input.url : input).searchParams.has('cursor'))
          return Response.json({ messages: held.slice(0, 1), next_cursor: 'two' });
        if (failPageTwo > 0) {
          failPageTwo -= 1;
          return Response.json({ title: 'Bad gateway' }, { status: 502 });
        }
        return Response.json({ messages: held.slice(1) });
      }),
    );
    setOnline(true);
    const { result } = mount();
    act(() => result.current.send('hello'));
    await waitFor(() => expect(items()[0]).toMatchObject({ state: 'queued', unsure: true }));
    act(() => setOnline(true)); // first check: page two fails, nothing is decided
    await waitFor(() => expect(failPageTwo).toBe(0));
    expect(posts).toEqual(['hello']);
    act(() => setOnline(true)); // read again, whole this time: it landed
    await waitFor(() => expect(states()).toEqual(['accepted']));
    expect(posts).toEqual(['hello']);
  });
});

describe('the outbox, when the key changes mid-send', () => {
  freshOutboxEachTest('outbox-key-a');

  /** A chat whose reads and posts wait until released; each POST's key is noted. */
  function stubSlowService() {
    const held: { id: string; role: string; content: string }[] = [];
    const keys: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let slow: 'GET' | 'POST' = 'GET';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (method === slow) await gate;
        if (method === 'POST') {
          keys.push(new Headers(init?.headers).get('Authorization') ?? '');
          const { message } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
            message: string;
          };
          held.push({ id: `m${held.length}`, role: 'user', content: message });
          return Response.json({ id: CHAT, title: 'Chat of A', status: 'running' }, { status: 202 });
        }
        return Response.json([...held]);
      }),
    );
    return { keys, release, slowPosts: () => void (slow = 'POST') };
  }

  it('never posts one account’s message with another account’s key', async () => {
    const service = stubSlowService();
    setOnline(true);
    const { result } = mount();
    act(() => result.current.send('for A'));
    await act(() => Promise.resolve());
    act(() => signInForTest('outbox-key-b', 'https://svc.test'));
    service.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(service.keys).toEqual([]);
    expect(items()).toEqual([]);
  });

  it('writes nothing into the new account’s stores, and its own account finds it landed', async () => {
    const service = stubSlowService();
    service.slowPosts();
    setOnline(true);
    const { result } = mount();
    act(() => result.current.send('for A'));
    await waitFor(() => expect(states()).toEqual(['sending']));
    act(() => signInForTest('outbox-key-b', 'https://svc.test'));
    service.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(service.keys).toEqual(['Bearer outbox-key-a']);
    expect(useKnownChatsStore.getState().chats).toEqual({});
    expect(items()).toEqual([]);

    act(() => signInForTest('outbox-key-a', 'https://svc.test'));
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['accepted']));
    expect(service.keys).toEqual(['Bearer outbox-key-a']);
  });
});
