// When the primary chat of a job that was answered here last settled: the receipt's only signal
// that the agent's turn is over while the job still waits (it asks again). Fed by the event
// stream for the chats answers landed in (any tab's, api/answer-delivery.ts); nothing else is kept.
import { create } from 'zustand';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { settledChatId } from '@/lib/events/frames';
import { isOpen } from '@/lib/writes/write-record';
import { answerRecords } from './answer-records';
import { registerMemoryStore } from '@/lib/storage/account-storage';

const MAX_CHATS = 200;

interface AnswerChatsState {
  settledAt: ReadonlyMap<string, number>;
  settled: (chatId: string, at?: number) => void;
}

export const useAnswerChatsStore = registerMemoryStore(
  create<AnswerChatsState>()((set) => ({
    settledAt: new Map(),
    settled: (chatId, at = Date.now()) =>
      set((s) => {
        const next = new Map(s.settledAt);
        next.delete(chatId);
        next.set(chatId, at);
        while (next.size > MAX_CHATS) next.delete(next.keys().next().value ?? '');
        return { settledAt: next };
      }),
  })),
);

export const useChatSettledAt = (chatId: string | undefined) =>
  useAnswerChatsStore((s) => (chatId ? s.settledAt.get(chatId) : undefined));

/** Listens to the stream for settles of chats that answers were sent to from this tab. */
export function useAnswerChatEvents() {
  useStreamEvents((event) => {
    const chatId = settledChatId(event);
    if (!chatId) return;
    const answered = answerRecords().some(
      (record) => record.chatId === chatId && (record.state === 'landed' || isOpen(record)),
    );
    if (answered) useAnswerChatsStore.getState().settled(chatId);
  });
}
