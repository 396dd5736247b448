// When the agent's turn in each chat was last seen to end, by this browser's clock: the chat's
// settle frame, heard once for the whole app (useTurnEndsFeed, mounted with the workers), or a
// read of the chat that shows the agent spoke after an answer (answer-chat-reads.ts). Whichever
// comes first ends the turn (turn.ts): the chat screen ends its own turn on it
// (use-turn-tracking.ts), and an answer's receipt reads "asked again" from it (receipt.ts).
import { create } from 'zustand';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { settledChatId } from '@/lib/events/frames';
import { registerMemoryStore } from '@/lib/storage/account-storage';

/** Chats remembered at most; the oldest end is forgotten first. */
const MAX_CHATS = 200;

interface TurnEndsState {
  endedAt: ReadonlyMap<string, number>;
  ended: (chatId: string, at?: number) => void;
}

export const useTurnEndsStore = registerMemoryStore(
  create<TurnEndsState>()((set) => ({
    endedAt: new Map(),
    ended: (chatId, at = Date.now()) =>
      set((s) => {
        const next = new Map(s.endedAt);
        next.delete(chatId);
        next.set(chatId, at);
        while (next.size > MAX_CHATS) next.delete(next.keys().next().value ?? '');
        return { endedAt: next };
      }),
  })),
);

/** When the chat's turn last ended, as a hook (undefined: not seen to end). */
export const useTurnEndedAt = (chatId: string | undefined) =>
  useTurnEndsStore((s) => (chatId ? s.endedAt.get(chatId) : undefined));

/** When the chat's turn last ended, read now (not the last render). */
export const turnEndedAt = (chatId: string) => useTurnEndsStore.getState().endedAt.get(chatId);

/** The one listener for settle frames: every chat's, on every screen. */
export function useTurnEndsFeed() {
  useStreamEvents((event) => {
    const chatId = settledChatId(event);
    if (chatId !== undefined) useTurnEndsStore.getState().ended(chatId);
  });
}
