// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { writeHeldStates } from '@/lib/storage/account-storage';
import { storedKey } from '@/testing/account-store';
import { mergeSighting, sortKnownChats, useKnownChatsStore } from './known-chats-store';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';
const OTHER = '6f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

// Stores persist under the signed-in account's key; without a key they keep to memory.
beforeEach(() => useSettingsStore.setState({ baseUrl: 'https://svc.test', apiKey: 'test-key' }));

describe('known chats store', () => {
  beforeEach(() => useKnownChatsStore.setState({ chats: {} }));

  it('keeps what earlier sightings told when a later one carries only the id', () => {
    const first = mergeSighting(undefined, { id: CHAT, title: 'Plan', status: 'idle', projectId: 'p' }, 1);
    const second = mergeSighting(first, { id: CHAT }, 2);
    expect(second).toEqual({
      id: CHAT,
      title: 'Plan',
      status: 'idle',
      running: undefined,
      projectId: 'p',
      lastSeen: 2,
      gone: false,
    });
  });

  it('a settle without a session ends a "running" status the send response left (envelope)', () => {
    const accepted = mergeSighting(
      undefined,
      { id: CHAT, title: 'Plan', status: 'running', running: true },
      1,
    );
    const settled = mergeSighting(accepted, { id: CHAT, running: false }, 2);
    expect(settled).toMatchObject({ title: 'Plan', status: 'idle', running: false });
    // A status the service did say wins, and a non-running status is kept.
    expect(mergeSighting(accepted, { id: CHAT, running: false, status: 'waiting' }, 3).status).toBe(
      'waiting',
    );
    expect(mergeSighting({ ...accepted, status: 'archived' }, { id: CHAT, running: false }, 3).status).toBe(
      'archived',
    );
    // Reloaded: the settled state is what was persisted.
    const { remember } = useKnownChatsStore.getState().actions;
    remember({ id: CHAT, status: 'running', running: true }, 1);
    remember({ id: CHAT, running: false }, 2);
    writeHeldStates(); // what the page writes when it is hidden or left
    const stored: unknown = JSON.parse(localStorage.getItem(storedKey('known-chats')) ?? '{}');
    expect(stored).toMatchObject({ state: { chats: { [CHAT]: { status: 'idle', running: false } } } });
  });

  it('remembers a burst of sightings in one update and one save', () => {
    writeHeldStates();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    useKnownChatsStore
      .getState()
      .actions.rememberMany(
        [{ id: CHAT, title: 'First' }, { id: OTHER }, { id: CHAT, status: 'running' }],
        1_000,
      );
    writeHeldStates();
    expect(setItem.mock.calls.filter(([key]) => key === storedKey('known-chats'))).toHaveLength(1);
    expect(useKnownChatsStore.getState().chats[CHAT]).toMatchObject({ title: 'First', status: 'running' });
    expect(useKnownChatsStore.getState().chats[OTHER]).toMatchObject({ id: OTHER, lastSeen: 1_000 });
    setItem.mockRestore();
  });

  it('keeps "__proto__" as an id like any other, and holds the newest 1,000 chats in memory', () => {
    const { rememberMany } = useKnownChatsStore.getState().actions;
    rememberMany([{ id: '__proto__', title: 'Odd id' }], 1);
    expect(
      Object.getOwnPropertyDescriptor(useKnownChatsStore.getState().chats, '__proto__')?.value,
    ).toMatchObject({ title: 'Odd id' });
    // 1,150 more, newer: once 100 over the bound, the oldest go (the odd one first).
    rememberMany(
      Array.from({ length: 1_150 }, (_, i) => ({ id: `chat-${i}` })),
      2,
    );
    const { chats } = useKnownChatsStore.getState();
    expect(Object.keys(chats)).toHaveLength(1_000);
    expect(Object.hasOwn(chats, '__proto__')).toBe(false);
  });

  it('marks a chat gone, forgets it, and sorts newest first', () => {
    const { remember, markGone, forget } = useKnownChatsStore.getState().actions;
    remember({ id: CHAT }, 1);
    remember({ id: OTHER }, 2);
    markGone(CHAT);
    expect(useKnownChatsStore.getState().chats[CHAT]?.gone).toBe(true);
    expect(sortKnownChats(useKnownChatsStore.getState().chats).map((c) => c.id)).toEqual([OTHER, CHAT]);
    remember({ id: CHAT }, 3);
    expect(useKnownChatsStore.getState().chats[CHAT]?.gone).toBe(false);
    forget(OTHER);
    expect(Object.keys(useKnownChatsStore.getState().chats)).toEqual([CHAT]);
  });
});
