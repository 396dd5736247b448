// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '@/features/chats/store/draft-store';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { openEventStream } from '@/lib/events/connection';
import { accountKeyOf, writeHeldStates } from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';
import { storageNotice } from '@/lib/storage/safe-storage';
import { signOutEverywhere } from '@/lib/storage/sign-out';
import { ACCOUNT_A as A, ACCOUNT_B as B, allStored, followingAccountEachTest } from '@/testing/two-accounts';
import { storedUnder } from '@/testing/account-store';

const tab = followingAccountEachTest();
afterEach(() => {
  vi.restoreAllMocks();
  storageNotice.setState({ notice: undefined, said: false });
});

describe('account-keyed storage', () => {
  it('stores under a hash of the account, never under a bare name or the key', () => {
    useDraftStore.getState().actions.setDraft('chat-1', 'secret plans');
    const account = accountKeyOf(A.baseUrl, A.apiKey);
    expect(account).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(`agent-console:${account}:drafts`)).toContain('secret plans');
    expect(window.localStorage.getItem('agent-console:drafts')).toBeNull();
    expect(Object.keys(window.localStorage).join()).not.toContain('key-A');
  });

  it("a different key never shows the previous account's drafts or chats; switching back does", () => {
    useDraftStore.getState().actions.setDraft('chat-1', 'from A');
    useKnownChatsStore.getState().actions.remember({ id: 'chat-1', title: 'A chat' });
    tab.signIn(B);
    expect(useDraftStore.getState().drafts).toEqual({});
    expect(useKnownChatsStore.getState().chats).toEqual({});
    useDraftStore.getState().actions.setDraft('chat-2', 'from B');
    tab.signIn(A);
    expect(useDraftStore.getState().drafts).toEqual({ 'chat-1': 'from A' });
    expect(useKnownChatsStore.getState().chats['chat-1']?.title).toBe('A chat');
  });

  it('adopts data stored before keys were per account, once', () => {
    window.localStorage.setItem(
      'agent-console:drafts',
      JSON.stringify({ state: { drafts: { c: 'old' } }, version: 1 }),
    );
    tab.signIn(B);
    expect(useDraftStore.getState().drafts).toEqual({ c: 'old' });
    expect(window.localStorage.getItem('agent-console:drafts')).toBeNull();
  });
});

describe('stores derived from the stream write behind', () => {
  const stored = () =>
    window.localStorage.getItem(`agent-console:${accountKeyOf(A.baseUrl, A.apiKey)}:known-chats`);
  afterEach(() => vi.useRealTimers());

  it('hold a burst of changes and write the newest state once, within half a second', () => {
    vi.useFakeTimers();
    writeHeldStates();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 50; i += 1)
      useKnownChatsStore.getState().actions.remember({ id: `chat-${i}`, title: `Chat ${i}` });
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(stored()).toContain('Chat 49');
  });

  it('write what they hold when the page is hidden or left', () => {
    vi.useFakeTimers();
    useKnownChatsStore.getState().actions.remember({ id: 'chat-x', title: 'Left behind?' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toContain('Left behind?');
  });

  it('a rehydrate reads the held state, not the older stored one', async () => {
    vi.useFakeTimers();
    useKnownChatsStore.getState().actions.remember({ id: 'chat-y', title: 'Newest' });
    await useKnownChatsStore.persist.rehydrate();
    expect(useKnownChatsStore.getState().chats['chat-y']?.title).toBe('Newest');
  });

  it('a held write never outlives a sign out', async () => {
    vi.useFakeTimers();
    useKnownChatsStore.getState().actions.remember({ id: 'chat-z', title: 'Private and held' });
    await signOutEverywhere();
    vi.advanceTimersByTime(5_000);
    expect(allStored()).not.toContain('Private and held');
  });
});

describe('following the account', () => {
  it('drops cached data on a change of key and on sign out, not when a first key arrives', async () => {
    tab.stop();
    await signOutEverywhere();
    const dropped = vi.fn();
    tab.follow(dropped);
    tab.signIn(A); // a first key: reads under way wait for it and are kept
    expect(dropped).not.toHaveBeenCalled();
    tab.signIn(B);
    expect(dropped).toHaveBeenCalledTimes(1);
    await signOutEverywhere();
    expect(dropped).toHaveBeenCalledTimes(2);
  });
});

describe('a full storage', () => {
  it('never reaches the stream: the next frame is read, no reconnect, and the app says so once', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const fetchImpl = vi.fn(async () => new Response(body, { status: 200 }));
    const seen: string[] = [];
    const statuses: string[] = [];
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl },
      {
        onEvent: (event) => {
          const id = event.type === 'session.settled' ? String(event.sessionId) : event.type;
          seen.push(id);
          useKnownChatsStore.getState().actions.remember({ id, title: 'x'.repeat(10_000) });
        },
        onOpen: () => undefined,
        onStatus: (status) => statuses.push(status),
      },
    );
    const encoder = new TextEncoder();
    for (const id of ['s1', 's2', 's3'])
      controller.enqueue(encoder.encode(`data: {"type":"session.settled","session_id":"${id}"}\n\n`));
    await vi.waitFor(() => expect(seen).toEqual(['s1', 's2', 's3']));
    writeHeldStates(); // the known-chats list writes behind
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['Live']);
    expect(storageNotice.getState().notice).toMatch(/did not let the app save/);
    connection.stop();
  });

  it('is bounded: the newest entries, titles cut, oldest trimmed first', () => {
    const { remember } = useKnownChatsStore.getState().actions;
    for (let i = 0; i < 320; i += 1) remember({ id: `c${i}`, title: 't'.repeat(5_000) }, i);
    writeHeldStates();
    const stored = storedUnder('known-chats') as { state: { chats: Record<string, { title: string }> } };
    const ids = Object.keys(stored.state.chats);
    expect(ids).toHaveLength(300);
    expect(ids).not.toContain('c0');
    expect(ids).toContain('c319');
    expect(stored.state.chats.c319?.title).toHaveLength(300);
    expect(Object.keys(keepNewest({ a: 1, b: 2, c: 3 }, { max: 2 }))).toEqual(['b', 'c']);
  });
});
