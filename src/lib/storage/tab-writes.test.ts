import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createTabWrites, mergeThreeWay } from './tab-writes';

interface Drafts {
  drafts: Record<string, string>;
  set: (chatId: string, text: string | undefined) => void;
}

/**
 * Two tabs of one origin: one storage, a store in each, and storage events that arrive only when
 * the test delivers them (in a browser they come a moment after the write, through another process).
 */
function twoTabs() {
  const storage = new Map<string, string>();
  const tab = () => {
    const writes = createTabWrites();
    const pending: (() => void)[] = [];
    const store = create<Drafts>()(
      persist(
        (set) => ({
          drafts: {},
          set: (chatId, text) =>
            set((s) => {
              const drafts = { ...s.drafts };
              if (text === undefined) delete drafts[chatId];
              else drafts[chatId] = text;
              return { drafts };
            }),
        }),
        {
          name: 'drafts',
          partialize: (s) => ({ drafts: s.drafts }),
          storage: createJSONStorage(() => ({
            getItem: (key) => {
              const value = storage.get(key) ?? null;
              writes.seen(key, value);
              return value;
            },
            setItem: (key, value) => {
              storage.set(key, writes.written(key, value, storage.get(key) ?? null));
              for (const other of tabs) if (other.store !== store) other.pending.push(other.adopt);
            },
            removeItem: (key) => void storage.delete(key),
          })),
        },
      ),
    );
    return { store, pending, adopt: () => void store.persist.rehydrate() };
  };
  const tabs: ReturnType<typeof tab>[] = [];
  tabs.push(tab(), tab());
  const deliver = () => {
    for (const t of tabs) for (const event of t.pending.splice(0)) event();
  };
  const stored = () =>
    (JSON.parse(storage.get('drafts') ?? '{}') as { state?: { drafts?: Record<string, string> } }).state
      ?.drafts;
  const [first, second] = tabs as [ReturnType<typeof tab>, ReturnType<typeof tab>];
  return { first: first.store, second: second.store, deliver, stored };
}

describe('stores written at once, in two tabs', () => {
  it('keep both drafts when both tabs write before either hears of the other', () => {
    const { first, second, deliver, stored } = twoTabs();
    first.getState().set('chat-1', 'typed in the first tab');
    second.getState().set('chat-2', 'typed in the second tab');
    // The second tab leaves: its pagehide saves what it holds, still before any event arrived.
    second.getState().set('chat-2', 'typed in the second tab');
    deliver();
    const both = { 'chat-1': 'typed in the first tab', 'chat-2': 'typed in the second tab' };
    expect(stored()).toEqual(both);
    expect(first.getState().drafts).toEqual(both);
    expect(second.getState().drafts).toEqual(both);
  });

  it('keep a draft another tab wrote through several writes of this tab before its event', () => {
    const { first, second, deliver, stored } = twoTabs();
    first.getState().set('chat-1', 'first');
    second.getState().set('chat-2', 's');
    second.getState().set('chat-2', 'second');
    expect(stored()).toEqual({ 'chat-1': 'first', 'chat-2': 'second' });
    deliver();
    expect(first.getState().drafts).toEqual({ 'chat-1': 'first', 'chat-2': 'second' });
  });

  it('keep a removal: a draft sent in one tab does not come back from the other', () => {
    const { first, second, deliver, stored } = twoTabs();
    first.getState().set('chat-1', 'to be sent');
    deliver();
    first.getState().set('chat-1', undefined);
    second.getState().set('chat-2', 'typed meanwhile');
    deliver();
    expect(stored()).toEqual({ 'chat-2': 'typed meanwhile' });
    expect(first.getState().drafts).toEqual({ 'chat-2': 'typed meanwhile' });
  });
});

describe('mergeThreeWay', () => {
  it('takes the records this side changed from it and every other record from theirs', () => {
    const base = { drafts: { a: '1', b: '1', c: '1' }, other: 1 };
    const mine = { drafts: { a: '2', b: '1', c: '1' }, other: 2 };
    const theirs = { drafts: { a: '3', c: '3', d: '3' }, other: 3 };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({ drafts: { a: '2', c: '3', d: '3' }, other: 2 });
  });
});
