import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteBehind } from './write-behind';

interface Chats {
  chats: Record<string, number>;
}
const chatsOf = (...ids: string[]): Chats => ({ chats: Object.fromEntries(ids.map((id, i) => [id, i])) });

function setup(options: { union?: boolean } = {}) {
  const saved = new Map<string, string>();
  const io = {
    keyOf: (name: string) => `account:${name}`,
    write: vi.fn((key: string, value: string) => void saved.set(key, value)),
    read: (key: string) => saved.get(key) ?? null,
    isUnion: () => options.union ?? false,
  };
  const { writeBehind, writeHeldStates } = createWriteBehind(io);
  const inner: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const json = createJSONStorage<Chats>(() => inner);
  if (!json) throw new Error('no JSON storage');
  // Keeps the two last inserted records.
  const bound = vi.fn((state: Chats) => ({
    chats: Object.fromEntries(Object.entries(state.chats).slice(-2)),
  }));
  return { storage: writeBehind(json, bound), bound, io, saved, writeHeldStates };
}

describe('a write-behind store', () => {
  afterEach(() => vi.useRealTimers());

  it('is bounded once per write, not once per change (a burst changes it on every frame)', () => {
    vi.useFakeTimers();
    const { storage, bound, io, saved } = setup();
    for (let i = 1; i <= 100; i += 1)
      void storage.setItem('chats', {
        state: chatsOf(...Array.from({ length: i }, (_, k) => `c${k}`)),
        version: 1,
      });
    expect(bound).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(bound).toHaveBeenCalledTimes(1);
    expect(io.write).toHaveBeenCalledTimes(1);
    expect(JSON.parse(saved.get('account:chats') ?? '{}')).toEqual({
      state: { chats: { c98: 98, c99: 99 } },
      version: 1,
    });
  });

  it('bounds a union with what another tab stored, so their records do not all come back', () => {
    const { storage, saved, writeHeldStates } = setup({ union: true });
    saved.set('account:chats', JSON.stringify({ state: chatsOf('theirs-1', 'theirs-2'), version: 1 }));
    void storage.setItem('chats', { state: chatsOf('mine'), version: 1 });
    writeHeldStates();
    const written = JSON.parse(saved.get('account:chats') ?? '{}') as { state: Chats };
    expect(Object.keys(written.state.chats)).toEqual(['theirs-1', 'theirs-2']);
  });

  it('hands a rehydrate the held state, unbounded (memory keeps what it had)', async () => {
    const { storage } = setup();
    void storage.setItem('chats', { state: chatsOf('a', 'b', 'c'), version: 1 });
    expect(await storage.getItem('chats')).toEqual({ state: chatsOf('a', 'b', 'c'), version: 1 });
  });
});
