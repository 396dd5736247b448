// @vitest-environment jsdom
// Other tabs of the same account, and the account the stores load: what one tab wrote is never
// written over by another, nor by a tab whose stores missed the account's data.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '@/features/chats/store/draft-store';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { writeHeldStates } from '@/lib/storage/account-storage';
import { storedKey, storedUnder } from '@/testing/account-store';
import { ACCOUNT_A as A, followingAccountEachTest } from '@/testing/two-accounts';

const tab = followingAccountEachTest();
// The chat list is capped, oldest first out: chats another file of this worker left would push out
// the one these tests add with an early `lastSeen`.
beforeEach(() => useKnownChatsStore.setState({ chats: {} }));

describe('another tab of the same account', () => {
  /** What another tab's write looks like here: the new value in storage, and a `storage` event. */
  function otherTabWrites(key: string, value: string) {
    const oldValue = window.localStorage.getItem(key);
    window.localStorage.setItem(key, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage }),
    );
  }
  it('takes in a draft typed there, and keeps it when this tab saves one of its own', async () => {
    useDraftStore.getState().actions.setDraft('chat-a', 'typed here');
    otherTabWrites(
      storedKey('drafts'),
      JSON.stringify({ state: { drafts: { 'chat-a': 'typed here', 'chat-b': 'typed there' } }, version: 1 }),
    );
    await vi.waitFor(() => expect(useDraftStore.getState().drafts['chat-b']).toBe('typed there'));
    useDraftStore.getState().actions.setDraft('chat-c', 'typed here later');
    const stored = window.localStorage.getItem(storedKey('drafts')) ?? '';
    expect(stored).toContain('typed there');
    expect(stored).toContain('typed here later');
  });

  it('adds the chats made there to this tab’s list, so its next write keeps them', () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-here', title: 'Made here' });
    otherTabWrites(
      storedKey('known-chats'),
      JSON.stringify({
        state: { chats: { 'chat-there': { id: 'chat-there', title: 'Made there', lastSeen: 1 } } },
        version: 1,
      }),
    );
    const chats = useKnownChatsStore.getState().chats;
    expect(chats['chat-here']?.title).toBe('Made here');
    expect(chats['chat-there']?.title).toBe('Made there');
    writeHeldStates();
    expect(window.localStorage.getItem(storedKey('known-chats'))).toContain('Made there');
  });

  it('ignores writes of another account, and what is not JSON', () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-1', title: 'Mine' });
    otherTabWrites(
      'agent-console:0123456789abcdef0123456789abcdef:known-chats',
      '{"state":{"chats":{"x":{}}}}',
    );
    otherTabWrites(storedKey('known-chats'), 'not json');
    otherTabWrites(storedKey('known-chats'), '{"state":{"chats":{"__proto__":{"polluted":true}}}}');
    expect(Object.keys(useKnownChatsStore.getState().chats)).not.toContain('x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a held write of the chat list', () => {
  it('keeps the chats another tab stored meanwhile, whose storage event never came', () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-mine', title: 'Made here' });
    // Another tab, closing, wrote its list between this tab's change and its write.
    window.localStorage.setItem(
      storedKey('known-chats'),
      JSON.stringify({
        state: { chats: { 'chat-closing': { id: 'chat-closing', title: 'Made as it closed', lastSeen: 1 } } },
        version: 1,
      }),
    );
    writeHeldStates();
    const stored = window.localStorage.getItem(storedKey('known-chats')) ?? '';
    expect(stored).toContain('Made here');
    expect(stored).toContain('Made as it closed');
  });

  it('parses nothing read back while storage still holds this tab’s own last write (every flush)', () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-one', title: 'One' });
    writeHeldStates();
    const parse = vi.spyOn(JSON, 'parse');
    useKnownChatsStore.getState().actions.remember({ id: 'chat-two', title: 'Two' });
    writeHeldStates();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(window.localStorage.getItem(storedKey('known-chats'))).toContain('chat-two');
  });
});

describe('a held write of the chat list, bounded', () => {
  it('stays within its bound: what others stored is added, then the oldest go as always', () => {
    const old = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [
        `old-${i}`,
        { id: `old-${i}`, title: `Old ${i}`, lastSeen: i + 1 },
      ]),
    );
    window.localStorage.setItem(
      storedKey('known-chats'),
      JSON.stringify({ state: { chats: old }, version: 1 }),
    );
    useKnownChatsStore.getState().actions.remember({ id: 'chat-new', title: 'New' });
    writeHeldStates();
    const stored = storedUnder('known-chats') as { state: { chats: Record<string, unknown> } };
    expect(Object.keys(stored.state.chats)).toHaveLength(300);
    expect(stored.state.chats['chat-new']).toBeDefined();
    expect(stored.state.chats['old-0']).toBeUndefined();
  });
});

describe('the account the stores load', () => {
  it('is loaded when a first key lands before any component listens for it', () => {
    useKnownChatsStore.getState().actions.remember({ id: 'chat-kept', title: 'Kept' });
    writeHeldStates();
    tab.stop(); // no component follows the account yet
    tab.signIn({ ...A, apiKey: '' });
    expect(useKnownChatsStore.getState().chats['chat-kept']).toBeUndefined();
    tab.signIn(A); // the host's settings land
    expect(useKnownChatsStore.getState().chats['chat-kept']?.title).toBe('Kept');
    tab.follow(() => undefined);
  });
});
