// Messages on their way to the service, and whether the agent's turn is still running, per chat.
// Kept outside the query cache on purpose: the cache is re-read whenever the stream says so, and a
// re-read must never wipe a message the person just sent or one that failed and waits for Retry.
// Nor may storage's copy: what storage did not keep lives on in memory, shown as not saved on
// this device (outgoing-copies.ts). Each item belongs to the account it was written for: it is
// stored only under that account, and waits (in memory, if storage did not keep it) for it.
import { create, type StateCreator } from 'zustand';
import { own, without } from '@/lib/prototype-safe-records';
import { persist, type PersistStorage } from 'zustand/middleware';
import {
  accountStorage,
  currentAccount,
  lastWriteKept,
  registerAccountStore,
} from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';
import { isUnsaved, mergeCopies, noteUnsaved, revOf, revsOf, type StoredRevs } from './outgoing-copies';

export { useIsUnsaved } from './outgoing-copies';

type OutgoingState = 'queued' | 'sending' | 'accepted' | 'failed';

export interface Outgoing {
  localId: string;
  text: string;
  state: OutgoingState;
  /** The account (accountKeyOf) it was written for: sent only with its key. Set by `add`. */
  account?: string;
  /** Bumped by every change: of two copies of an item, the higher is the newer (outgoing-copies.ts). */
  rev?: number;
  error: string | undefined;
  sentAt: string;
  /** How many user messages the service held before this one: it is delivered once it holds more. */
  userCountBefore: number;
  /** The service answered 401: the key was refused, so Settings is where to go before Retry. */
  keyRefused?: boolean;
  /** A send went out and no answer came: the chat is re-read before it is sent again. */
  unsure?: boolean;
  /**
   * The user messages the service held when it was last sent, from a complete read of the chat:
   * where to look for it (outbox.ts). Undefined when no complete read was had.
   */
  landsAfter?: number;
}

interface Turn {
  /** Agent messages the service held when the turn began; one more means a reply arrived. */
  agentCountBefore: number;
  startedAt: number;
}

interface OutgoingStoreState {
  outgoing: Record<string, Outgoing[]>;
  turns: Record<string, Turn>;
  /** Bumped by Retry: the outbox sends at once, even while it waits for the network. */
  retries: number;
  actions: {
    add: (chatId: string, item: Outgoing) => void;
    update: (chatId: string, localId: string, patch: Partial<Outgoing>) => void;
    remove: (chatId: string, localId: string) => void;
    /** Drops what the service now holds (its user-message count passed the item's baseline). */
    reconcile: (chatId: string, serverUserCount: number) => void;
    startTurn: (chatId: string, turn: Turn) => void;
    endTurn: (chatId: string) => void;
    /** Puts a failed or waiting item back in the queue and has the outbox try now. */
    retry: (chatId: string, localId: string) => void;
  };
}

const TURN_MEMORY_MS = 10 * 60_000;
const NAME = 'agent-console:outgoing';

type Persisted = Pick<OutgoingStoreState, 'outgoing' | 'turns'>;

/** What storage holds of each item (its `rev`), as far as this tab knows. */
let storedRevs: StoredRevs = new Map();

/**
 * Items of an account that is not the current one, kept in memory through a change of key: those
 * storage did not keep (they wait for their account to come back), and those the service refused
 * the key for (shown in their chat, for a Retry with the new key).
 */
let parked: { chatId: string; item: Outgoing }[] = [];

const belongsHere = (item: Outgoing, account = currentAccount()) =>
  item.account === undefined || item.account === account;

function park(state: OutgoingStoreState): object {
  // Called as the key changes, with the new one in place: no key is a sign out, which keeps nothing.
  if (!currentAccount()) {
    parked = [];
    return {};
  }
  for (const [chatId, list] of Object.entries(state.outgoing))
    for (const item of list)
      if (isUnsaved(item, storedRevs) || (item.state === 'failed' && item.keyRefused))
        parked.push({ chatId, item });
  return {};
}

/** Takes back the parked items the current account may hold: its own, and those refused their key. */
function unpark(outgoing: Record<string, Outgoing[]>): Record<string, Outgoing[]> {
  const back = parked.filter(({ item }) => belongsHere(item) || (item.state === 'failed' && item.keyRefused));
  if (back.length === 0) return outgoing;
  parked = parked.filter((entry) => !back.includes(entry));
  const next = { ...outgoing };
  for (const { chatId, item } of back)
    next[chatId] = [...(own(next, chatId) ?? []).filter((held) => held.localId !== item.localId), item];
  return next;
}

/** A write that notes what storage kept of it. */
function outgoingStorage(): PersistStorage<Persisted> | undefined {
  const storage = accountStorage<Persisted>();
  return (
    storage && {
      ...storage,
      setItem: (name, value) => {
        void storage.setItem(name, value);
        if (lastWriteKept(name)) storedRevs = revsOf(value.state.outgoing);
        noteUnsaved(useOutgoingStore.getState().outgoing, storedRevs);
      },
    }
  );
}

const patchItem = (item: Outgoing, patch: Partial<Outgoing>): Outgoing => ({
  ...item,
  ...patch,
  rev: revOf(item) + 1,
});

const createState: StateCreator<OutgoingStoreState, [['zustand/persist', unknown]]> = (set) => ({
  outgoing: {},
  turns: {},
  retries: 0,
  actions: {
    add: (chatId, item) =>
      set((s) => ({
        outgoing: {
          ...s.outgoing,
          [chatId]: [
            ...(own(s.outgoing, chatId) ?? []),
            { ...item, account: item.account ?? currentAccount() },
          ],
        },
      })),
    update: (chatId, localId, patch) =>
      set((s) => ({
        outgoing: {
          ...s.outgoing,
          [chatId]: (own(s.outgoing, chatId) ?? []).map((item) =>
            item.localId === localId ? patchItem(item, patch) : item,
          ),
        },
      })),
    remove: (chatId, localId) =>
      set((s) => ({
        outgoing: {
          ...s.outgoing,
          [chatId]: (own(s.outgoing, chatId) ?? []).filter((item) => item.localId !== localId),
        },
      })),
    reconcile: (chatId, serverUserCount) =>
      set((s) => {
        const list = own(s.outgoing, chatId);
        if (!list?.some((item) => item.state === 'accepted' && serverUserCount > item.userCountBefore))
          return s;
        const kept = list.filter(
          (item) => !(item.state === 'accepted' && serverUserCount > item.userCountBefore),
        );
        return {
          outgoing: kept.length ? { ...s.outgoing, [chatId]: kept } : without(s.outgoing, chatId),
        };
      }),
    startTurn: (chatId, turn) => set((s) => ({ turns: { ...s.turns, [chatId]: turn } })),
    endTurn: (chatId) => set((s) => (own(s.turns, chatId) ? { turns: without(s.turns, chatId) } : s)),
    retry: (chatId, localId) =>
      set((s) => ({
        retries: s.retries + 1,
        outgoing: {
          ...s.outgoing,
          [chatId]: (own(s.outgoing, chatId) ?? []).map((item) =>
            item.localId === localId && item.state === 'failed'
              ? // Retry is the person's, in the account open now: a message the old key was
                // refused for goes with the new one.
                patchItem(item, {
                  state: 'queued',
                  error: undefined,
                  keyRefused: false,
                  account: currentAccount(),
                })
              : item,
          ),
        },
      })),
  },
});

export const useOutgoingStore = registerAccountStore(
  create<OutgoingStoreState>()(
    persist(createState, {
      name: NAME,
      version: 1,
      storage: outgoingStorage(),
      // Every item outlives the page and is shared with the other tabs (one of them sends, the
      // outbox): a queued one goes out from whichever tab sends next; one left sending by a tab
      // that went is checked against the chat before it is sent again. Only the current
      // account's items are written, under its key.
      partialize: (s): Persisted => ({
        // A turn survives a reload (its reply is then found by re-reading); a stale one is dropped.
        turns: Object.fromEntries(
          Object.entries(s.turns).filter(([, turn]) => Date.now() - turn.startedAt < TURN_MEMORY_MS),
        ),
        outgoing: keepNewest(
          Object.fromEntries(
            Object.entries(s.outgoing)
              .map(([chatId, list]) => [chatId, list.filter((item) => belongsHere(item)).slice(-20)] as const)
              .filter(([, list]) => list.length > 0),
          ),
          { max: 50 },
        ),
      }),
      // Storage's copy is merged into memory's item by item, never put in its place.
      merge: (persisted, current) => {
        const stored = (persisted as Partial<Persisted> | undefined) ?? {};
        const account = currentAccount();
        const storedOutgoing = Object.fromEntries(
          Object.entries(stored.outgoing ?? {}).map(([chatId, list]) => [
            chatId,
            list.map((item) => ({ ...item, account: item.account ?? account })),
          ]),
        );
        storedRevs = revsOf(storedOutgoing);
        const outgoing = mergeCopies(storedOutgoing, unpark(current.outgoing), storedRevs);
        noteUnsaved(outgoing, storedRevs);
        return { ...current, turns: stored.turns ?? current.turns, outgoing };
      },
    }),
  ),
  park,
);

const NONE: Outgoing[] = [];
export const useOutgoing = (chatId: string) => useOutgoingStore((s) => own(s.outgoing, chatId) ?? NONE);
export const useTurn = (chatId: string) => useOutgoingStore((s) => own(s.turns, chatId));
