// Whether the agent's turn runs in a chat, as this browser knows it: begun when one of the person's
// messages landed, over at the chat's settle frame or at a re-read that shows the agent's reply
// (hooks/use-turn-tracking.ts). A turn survives a reload (its reply is then found by re-reading);
// one older than ten minutes is dropped.
import { own, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';

interface Turn {
  /** The agent's messages the chat held when the turn began; one more means a reply arrived. */
  agentCountBefore: number;
  startedAt: number;
}

interface TurnState {
  turns: Record<string, Turn>;
  actions: {
    startTurn: (chatId: string, turn: Turn) => void;
    endTurn: (chatId: string) => void;
  };
}

const TURN_MEMORY_MS = 10 * 60_000;

export const useTurnStore = createAccountStore<TurnState>()(
  (set) => ({
    turns: {},
    actions: {
      startTurn: (chatId, turn) => set((s) => ({ turns: { ...s.turns, [chatId]: turn } })),
      endTurn: (chatId) => set((s) => (own(s.turns, chatId) ? { turns: without(s.turns, chatId) } : s)),
    },
  }),
  {
    name: 'agent-console:turns',
    partialize: (s) => ({
      turns: Object.fromEntries(
        Object.entries(s.turns).filter(([, turn]) => Date.now() - turn.startedAt < TURN_MEMORY_MS),
      ),
    }),
  },
);

export const useTurn = (chatId: string) => useTurnStore((s) => own(s.turns, chatId));
