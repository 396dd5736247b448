// @vitest-environment jsdom
// Sign out: what it removes from every storage and from memory, and which other tabs it reaches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useDraftStore } from '@/features/chats/store/draft-store';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useDraftsStore } from '@/features/workflow-editor/store/drafts-store';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';
import { useAnswerStore } from '@/features/answering/store/answer-store';
import { useAwayStore } from '@/domain/away/away-store';
import { accountKeyOf, currentAccount, writeHeldStates } from '@/lib/storage/account-storage';
import { signOutEverywhere } from '@/lib/storage/sign-out';
import { ACCOUNT_A as A, ACCOUNT_B as B, allStored, followingAccountEachTest } from '@/testing/two-accounts';

const tab = followingAccountEachTest();
afterEach(() => vi.restoreAllMocks());

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
    tab.signIn(B);
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
    tab.signIn(B);
    useKnownChatsStore.getState().actions.remember({ id: 'chat-b', title: 'Kept by key B' });
    tab.signIn({ baseUrl: 'https://elsewhere.example', apiKey: 'key-C', remember: false });
    useKnownChatsStore.getState().actions.remember({ id: 'chat-c', title: 'Kept by key C' });
    writeHeldStates();
    tab.signIn(A);
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

  it('from a tab without a key, removes what every key of its service left here and tells the other tabs', async () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-a', title: 'Kept by key A' });
    tab.signIn({ baseUrl: 'https://elsewhere.example', apiKey: 'key-C', remember: false });
    useKnownChatsStore.getState().actions.remember({ id: 'chat-c', title: 'Kept by key C' });
    writeHeldStates();
    // This tab now holds no key (a tab opened after A's tab closed): it cannot name A's account.
    useSettingsStore.setState({ baseUrl: '', apiKey: '' });
    expect(allStored()).toContain('Kept by key A');
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.onmessage = ({ data }: MessageEvent<unknown>) => heard.push(data);
    await signOutEverywhere('https://svc.example');
    expect(allStored()).not.toContain('Kept by key A');
    expect(allStored()).toContain('Kept by key C');
    await vi.waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({ kind: 'sign-out', service: 'https://svc.example' }),
      ),
    );
    otherTab.close();
  });

  it('signs out a tab on any key of the service signed out of, even one that stored nothing yet', async () => {
    tab.signIn(B);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({ kind: 'sign-out', service: 'https://elsewhere.example', accounts: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSettingsStore.getState().apiKey).toBe('key-B');
    otherTab.postMessage({ kind: 'sign-out', service: 'https://svc.example', accounts: [] });
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    otherTab.close();
  });

  it('signs out a tab of another key of the same service', async () => {
    tab.signIn(B);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({
      kind: 'sign-out',
      accounts: [accountKeyOf(A.baseUrl, A.apiKey), accountKeyOf(B.baseUrl, B.apiKey)],
    });
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    otherTab.close();
  });
});
