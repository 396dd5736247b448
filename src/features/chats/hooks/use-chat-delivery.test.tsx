// Chat messages on the write path against a stubbed service: messages written offline go out by
// themselves once the network is back, in order and once; a send with no answer is looked for in
// the chat first; storage that refuses drops nothing; a key change crosses no accounts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentAccount } from '@/lib/storage/account-storage';
import { indexedDbRecords } from '@/lib/writes/record-storage';
import { newWrite, type MessageWrite } from '@/lib/writes/write-record';
import { freshWritesEachTest } from '@/testing/fresh-writes';
import { signInForTest } from '@/testing/sign-in';
import { chatWrites } from '../api/chat-writes';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useChatRecords, useUnsavedMessage } from '../store/chat-records';
import { useChatDelivery } from './use-chat-delivery';
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
      useChatDelivery();
      useChatRecords(CHAT);
      return useSendMessage(CHAT);
    },
    { wrapper },
  );
}

/** Online, sends `text` and waits until its send went unanswered: queued, unsure whether it landed. */
async function sendUnanswered(text: string) {
  setOnline(true);
  const view = mount();
  await act(() => view.result.current.send(text));
  await waitFor(() => expect(items()[0]).toMatchObject({ state: 'due', unsure: true }));
  return view;
}

/** The current account's messages on the write path, oldest first. */
/** Lets the write path's pause after an unknown outcome pass, and has it look at what is due. */
async function afterThePause(ms = 70_000) {
  const at = Date.now() + ms;
  vi.spyOn(Date, 'now').mockReturnValue(at);
  await act(() => chatWrites().pump());
}

const items = () =>
  [...chatWrites().records().values()]
    .filter(
      (record): record is MessageWrite => record.kind === 'message' && record.account === currentAccount(),
    )
    .sort((a, b) => a.createdAt - b.createdAt);
const states = () => items().map((item) => item.state);

describe('chat messages on the write path', () => {
  freshWritesEachTest('outbox');

  it('sends what was written offline by itself once the network is back, in order, once', async () => {
    const service = stubService();
    setOnline(false);
    const { result } = mount();
    await act(async () => {
      await result.current.send('first');
      await result.current.send('second');
      await result.current.send('third');
    });
    expect(service.posts).toEqual([]);
    expect(states()).toEqual(['due', 'due', 'due']);

    act(() => setOnline(true));
    act(() => setOnline(true)); // a second signal must not send anything twice
    await waitFor(() => expect(states()).toEqual(['landed', 'landed', 'landed']));
    expect(service.posts).toEqual(['first', 'second', 'third']);
  });

  it('after a send with no answer, does not send again a message that landed', async () => {
    const service = stubService();
    service.loseNextAnswer();
    const { result } = await sendUnanswered('landed, answer lost');
    await act(() => result.current.send('written after'));

    await afterThePause();
    await waitFor(() => expect(states()).toEqual(['landed', 'landed']));
    expect(service.posts).toEqual(['landed, answer lost', 'written after']);
    expect(service.held.map((message) => message.content)).toEqual(['landed, answer lost', 'written after']);
  });

  it('after a send with no answer that never landed, sends it once more', async () => {
    const service = stubService();
    service.refuseNext();
    await sendUnanswered('lost on the way');
    await afterThePause();
    await waitFor(() => expect(states()).toEqual(['landed']));
    expect(service.held.map((message) => message.content)).toEqual(['lost on the way']);
  });

  it('after a gateway or a busy service answered, sends by itself, once, whether it landed or not', async () => {
    const service = stubService();
    service.answerNext(504, true);
    service.answerNext(503, false);
    const { result } = await sendUnanswered('through a flaky gateway');
    await act(() => result.current.send('to a busy service'));
    await afterThePause();
    const busy = () => items().find((item) => item.text === 'to a busy service');
    await waitFor(() => expect(busy()).toMatchObject({ state: 'due', unsure: true }));
    await afterThePause(200_000);
    await waitFor(() => expect(states()).toEqual(['landed', 'landed']));
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
    await act(() => result.current.send('refused'));
    await act(() => result.current.send('written after'));
    await waitFor(() => expect(states()).toEqual(['failed', 'due']));
    // What was written after it waits: a chat's messages land in order.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(service.posts).toEqual(['refused']);
    act(() => result.current.retry(items()[0]?.id ?? ''));
    await waitFor(() => expect(states()).toEqual(['landed', 'landed']));
    expect(service.posts).toEqual(['refused', 'refused', 'written after']);
  });

  it('checks a message left "sending" by a page that went, before sending it', async () => {
    const service = stubService();
    service.held.push({ id: 'm0', role: 'user', content: 'sent before the reload' });
    const account = currentAccount() ?? '';
    const left = (text: string, id: string, at: number): MessageWrite => ({
      ...newWrite({ id, account, batch: id, madeBy: 'a tab that went', now: Date.now() - at, holdMs: 0 }),
      kind: 'message',
      chatId: CHAT,
      text,
      state: 'sending',
      landsAfter: 0,
      userCountBefore: 0,
    });
    await indexedDbRecords.put(left('sent before the reload', 'a', 2_000));
    await indexedDbRecords.put(left('never reached it', 'b', 1_000));
    setOnline(true);
    mount();
    await waitFor(() => expect(states()).toEqual(['landed', 'landed']));
    expect(service.posts).toEqual(['never reached it']);
  });
});

describe('chat messages, when storage does not keep them', () => {
  freshWritesEachTest('outbox-storage');

  it('sends a message storage refused, shown as not saved on this device until it is sent', async () => {
    const service = stubService();
    setOnline(false);
    vi.spyOn(indexedDbRecords, 'put').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const { result } = mount();
    const big = 'x'.repeat(600_000);
    await act(() => result.current.send(big));
    const id = items()[0]?.id ?? '';
    expect(renderHook(() => useUnsavedMessage(id)).result.current).toBe(true);
    // Another tab's change arrives and the records are read back: what storage lacks stays.
    await act(() => chatWrites().load());
    expect(items().map((item) => item.text.length)).toEqual([600_000]);

    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['landed']));
    expect(service.posts.map((text) => text.length)).toEqual([600_000]);
  });

  it('sends a short message while every storage write is refused', async () => {
    const service = stubService();
    setOnline(false);
    const { result } = mount();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(indexedDbRecords, 'put').mockRejectedValue(new DOMException('Refused', 'QuotaExceededError'));
    await act(() => result.current.send('ok'));
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['landed']));
    expect(service.posts).toEqual(['ok']);
  });
});

describe('chat messages, deciding "did it land?"', () => {
  freshWritesEachTest('outbox-landing');

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
    await act(() => result.current.send('hello'));
    await waitFor(() => expect(items()[0]).toMatchObject({ state: 'due', unsure: true }));
    // Its pause over, the first check: page two fails, nothing is decided.
    const delivery = chatWrites();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    await act(() => delivery.pump());
    await waitFor(() => expect(failPageTwo).toBe(0));
    await waitFor(() => expect(items()[0]?.nextTryAt).toBeGreaterThan(Date.now()));
    expect(posts).toEqual(['hello']);
    expect(states()).toEqual(['due']);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 180_000);
    await act(() => delivery.pump()); // read again, whole this time: it landed
    await waitFor(() => expect(states()).toEqual(['landed']));
    expect(posts).toEqual(['hello']);
  });
});

describe('chat messages, when the key changes mid-send', () => {
  freshWritesEachTest('outbox-key-a');

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
    await act(() => result.current.send('for A'));
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
    await act(() => result.current.send('for A'));
    await waitFor(() => expect(states()).toEqual(['sending']));
    act(() => signInForTest('outbox-key-b', 'https://svc.test'));
    service.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(service.keys).toEqual(['Bearer outbox-key-a']);
    expect(useKnownChatsStore.getState().chats).toEqual({});
    expect(items()).toEqual([]);

    act(() => signInForTest('outbox-key-a', 'https://svc.test'));
    act(() => setOnline(true));
    await waitFor(() => expect(states()).toEqual(['landed']));
    expect(service.keys).toEqual(['Bearer outbox-key-a']);
  });
});
