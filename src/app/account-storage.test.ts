// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useDraftStore } from '@/features/chats/store/draft-store';
import { useKnownChatsStore } from '@/features/chats/store/known-chats-store';
import { useDraftsStore } from '@/features/workflows/store/drafts-store';
import { useDispatchStore } from '@/features/jobs/store/dispatch-store';
import { useAnswerStore } from '@/features/jobs/store/answer-store';
import { useAwayStore } from '@/domain/away/away-store';
import { openEventStream } from '@/lib/events/connection';
import { accountKeyOf, currentAccount, writeHeldStates } from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';
import { useStorageNotice } from '@/lib/storage/safe-storage';
import { followAccount, signOutEverywhere } from '@/lib/storage/sign-out';

const A = { baseUrl: 'https://svc.example', apiKey: 'key-A', remember: true };
const B = { baseUrl: 'https://svc.example', apiKey: 'key-B', remember: false };
const save = (settings: typeof A) => useSettingsStore.getState().actions.save(settings);
const allStored = () =>
  JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });

let stop: () => void;
beforeEach(() => {
  stop = followAccount(() => undefined);
  save(A);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  useStorageNotice.setState({ notice: undefined, said: false });
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
    save(B);
    expect(useDraftStore.getState().drafts).toEqual({});
    expect(useKnownChatsStore.getState().chats).toEqual({});
    useDraftStore.getState().actions.setDraft('chat-2', 'from B');
    save(A);
    expect(useDraftStore.getState().drafts).toEqual({ 'chat-1': 'from A' });
    expect(useKnownChatsStore.getState().chats['chat-1']?.title).toBe('A chat');
  });

  it('adopts data stored before keys were per account, once', () => {
    window.localStorage.setItem(
      'agent-console:drafts',
      JSON.stringify({ state: { drafts: { c: 'old' } }, version: 1 }),
    );
    save(B);
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

describe('sign out', () => {
  it("removes the account's data from every storage, and from memory", async () => {
    useDraftStore.getState().actions.setDraft('chat-1', 'typed');
    useKnownChatsStore.getState().actions.remember({ id: 'chat-1', title: 'Private title' });
    window.localStorage.setItem('agent-console:known-chats', '{"legacy":"Private title"}');
    window.localStorage.setItem('agent-console:theme-choice', '{"state":{"choice":"dark"},"version":0}');
    const deleted = vi.fn();
    const precache = 'agent-console-precache-v2-http://localhost:3000/';
    vi.stubGlobal('caches', {
      keys: async () => ['app-cache', precache],
      delete: async (key: string) => deleted(key),
    });
    await signOutEverywhere();
    expect(allStored()).not.toContain('typed');
    expect(allStored()).not.toContain('Private title');
    expect(allStored()).not.toContain('key-A');
    expect(window.localStorage.getItem('agent-console:theme-choice')).toContain('dark'); // a device choice, not the account's
    expect(deleted).toHaveBeenCalledWith('app-cache');
    // The service worker's precache holds the app's own files, no account data: the offline shell stays.
    expect(deleted).not.toHaveBeenCalledWith(precache);
    expect(useDraftStore.getState().drafts).toEqual({});
    expect(useSettingsStore.getState().apiKey).toBe('');
    vi.unstubAllGlobals();
  });

  it('empties the New job box, answer drafts and the away list', async () => {
    useDispatchStore.getState().actions.setDraft('secret draft for account A');
    useAnswerStore.getState().actions.setDraft('job-1', 'an answer for A');
    useAwayStore.getState().actions.show([{ kind: 'job', id: 'job-1', title: 'A job of A' } as never]);
    await signOutEverywhere();
    expect(useDispatchStore.getState().draft).toBe('');
    expect(useAnswerStore.getState().drafts).toEqual({});
    expect(allStored()).not.toContain('an answer for A');
    expect(useAwayStore.getState().changes).toEqual([]);
  });

  it("a different key does not see the previous account's New job box", () => {
    useDispatchStore.getState().actions.setDraft('typed for A');
    save(B);
    expect(useDispatchStore.getState().draft).toBe('');
  });

  it('signs out a tab when another tab signs out of the same account', async () => {
    useDraftsStore.getState().actions.edit('wf', '{"a":1}', { version: 1, input: {} });
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({ kind: 'sign-out', accounts: [currentAccount()] });
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    await vi.waitFor(() => expect(allStored()).not.toContain('"a\\":1'));
    expect(useDraftsStore.getState().drafts).toEqual({});
    otherTab.close();
  });

  it('ignores a sign out of another service, and malformed messages', async () => {
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({
      kind: 'sign-out',
      accounts: [accountKeyOf('https://elsewhere.example', 'key-A')],
    });
    otherTab.postMessage({ kind: 'sign-out', accounts: ['__proto__'] });
    otherTab.postMessage({ kind: 'sign-out', accounts: currentAccount() });
    otherTab.postMessage(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSettingsStore.getState().apiKey).toBe('key-A');
    otherTab.close();
  });

  it('removes what every key of the same service left here, and keeps another service’s', async () => {
    // Two keys of one service (the spec cannot say whether they share an account), and a third
    // key of another service, each with a chat title stored.
    useKnownChatsStore.getState().actions.remember({ id: 'chat-a', title: 'Kept by key A' });
    save(B);
    useKnownChatsStore.getState().actions.remember({ id: 'chat-b', title: 'Kept by key B' });
    save({ baseUrl: 'https://elsewhere.example', apiKey: 'key-C', remember: false });
    useKnownChatsStore.getState().actions.remember({ id: 'chat-c', title: 'Kept by key C' });
    writeHeldStates();
    save(A);
    writeHeldStates();
    expect(allStored()).toContain('Kept by key B');
    await signOutEverywhere();
    expect(allStored()).not.toContain('Kept by key A');
    expect(allStored()).not.toContain('Kept by key B');
    expect(allStored()).toContain('Kept by key C');
    // The note of which service each hash belongs to keeps only the other service's.
    expect(window.localStorage.getItem('agent-console:services')).not.toContain('svc.example');
    expect(window.localStorage.getItem('agent-console:services')).toContain('elsewhere.example');
  });

  it('signs out a tab on any key of the service signed out of, even one that stored nothing yet', async () => {
    save(B);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({ kind: 'sign-out', service: 'https://elsewhere.example', accounts: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSettingsStore.getState().apiKey).toBe('key-B');
    otherTab.postMessage({ kind: 'sign-out', service: 'https://svc.example', accounts: [] });
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    otherTab.close();
  });

  it('signs out a tab of another key of the same service', async () => {
    save(B);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({
      kind: 'sign-out',
      accounts: [accountKeyOf(A.baseUrl, A.apiKey), accountKeyOf(B.baseUrl, B.apiKey)],
    });
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    otherTab.close();
  });
});

describe('following the account', () => {
  it('drops cached data on a change of key and on sign out, not when a first key arrives', async () => {
    stop();
    await signOutEverywhere();
    const dropped = vi.fn();
    stop = followAccount(dropped);
    save(A); // a first key: reads under way wait for it and are kept
    expect(dropped).not.toHaveBeenCalled();
    save(B);
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
    expect(useStorageNotice.getState().notice).toMatch(/did not let the app save/);
    connection.stop();
  });

  it('is bounded: the newest entries, titles cut, oldest trimmed first', () => {
    const { remember } = useKnownChatsStore.getState().actions;
    for (let i = 0; i < 320; i += 1) remember({ id: `c${i}`, title: 't'.repeat(5_000) }, i);
    writeHeldStates();
    const stored = JSON.parse(
      window.localStorage.getItem(`agent-console:${currentAccount()}:known-chats`) ?? '{}',
    ) as { state: { chats: Record<string, { title: string }> } };
    const ids = Object.keys(stored.state.chats);
    expect(ids).toHaveLength(300);
    expect(ids).not.toContain('c0');
    expect(ids).toContain('c319');
    expect(stored.state.chats.c319?.title).toHaveLength(300);
    expect(Object.keys(keepNewest({ a: 1, b: 2, c: 3 }, { max: 2 }))).toEqual(['b', 'c']);
  });
});
