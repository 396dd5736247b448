// Messages on their way to the service, and whether the agent's turn is still running, per chat.
// Kept outside the query cache on purpose: the cache is re-read whenever the stream says so, and a
// re-read must never wipe a message the person just sent or one that failed and waits for Retry.
import { create } from 'zustand';
import { own, without } from '@/lib/prototype-safe-records';
import { persist } from 'zustand/middleware';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';

type OutgoingState = 'queued' | 'sending' | 'accepted' | 'failed';

export interface Outgoing {
  localId: string;
  text: string;
  state: OutgoingState;
  error: string | undefined;
  sentAt: string;
  /** How many user messages the service held before this one: it is delivered once it holds more. */
  userCountBefore: number;
  /** The service answered 401: the key was refused, so Settings is where to go before Retry. */
  keyRefused?: boolean;
  /** A send went out and no answer came: the chat is re-read before it is sent again. */
  unsure?: boolean;
  /** The user messages the service held when it was last sent: where to look for it (outbox.ts). */
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

export const useOutgoingStore = registerAccountStore(
  create<OutgoingStoreState>()(
    persist(
      (set) => ({
        outgoing: {},
        turns: {},
        retries: 0,
        actions: {
          add: (chatId, item) =>
            set((s) => ({
              outgoing: { ...s.outgoing, [chatId]: [...(own(s.outgoing, chatId) ?? []), item] },
            })),
          update: (chatId, localId, patch) =>
            set((s) => ({
              outgoing: {
                ...s.outgoing,
                [chatId]: (own(s.outgoing, chatId) ?? []).map((item) =>
                  item.localId === localId ? { ...item, ...patch } : item,
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
                    ? { ...item, state: 'queued' as const, error: undefined, keyRefused: false }
                    : item,
                ),
              },
            })),
        },
      }),
      {
        name: 'agent-console:outgoing',
        version: 1,
        storage: accountStorage(),
        // Every item outlives the page and is shared with the other tabs (one of them sends, the
        // outbox): a queued one goes out from whichever tab sends next; one left sending by a tab
        // that went is checked against the chat before it is sent again.
        partialize: (s) => ({
          // A turn survives a reload (its reply is then found by re-reading); a stale one is dropped.
          turns: Object.fromEntries(
            Object.entries(s.turns).filter(([, turn]) => Date.now() - turn.startedAt < TURN_MEMORY_MS),
          ),
          outgoing: keepNewest(
            Object.fromEntries(
              Object.entries(s.outgoing)
                .map(([chatId, list]) => [chatId, list.slice(-20)] as const)
                .filter(([, list]) => list.length > 0),
            ),
            { max: 50 },
          ),
        }),
      },
    ),
  ),
  // A message refused with the key (revoked mid-session) stays, in memory, through the change to
  // a new key, so it can be resent; it shows only in its chat, which only its account can open.
  (state) => ({
    outgoing: Object.fromEntries(
      Object.entries(state.outgoing)
        .map(
          ([chatId, list]) =>
            [chatId, list.filter((item) => item.state === 'failed' && item.keyRefused)] as const,
        )
        .filter(([, list]) => list.length > 0),
    ),
  }),
);

const NONE: Outgoing[] = [];
export const useOutgoing = (chatId: string) => useOutgoingStore((s) => own(s.outgoing, chatId) ?? NONE);
export const useTurn = (chatId: string) => useOutgoingStore((s) => own(s.turns, chatId));
