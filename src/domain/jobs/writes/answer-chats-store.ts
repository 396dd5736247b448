// When the primary chat of a job that was answered here last settled: the receipt's signal that
// the agent's turn is over while the job still waits (it asks again). Fed by the event stream for
// the chats answers landed in (any tab's, job-writes.ts), and by any read of such a chat that
// shows the agent spoke after the answer: a settle frame lost in a reconnect is never replayed.
import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { turnOver } from '@/domain/questions/turn';
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

/** The chat whose messages `query` holds, if it is a chat's messages read (its key says so). */
function messagesChatOf(query: Query): string | undefined {
  const chatId = query.queryKey[1];
  if (typeof chatId !== 'string' || query.queryKey.length !== 3) return undefined;
  return query.queryHash === hashKey(sessionQueries.messages(chatId).queryKey) ? chatId : undefined;
}

/** Listens to reads of the chats answers landed in, for the agent speaking after them. */
export function useAnswerChatReads() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // Every write of the cache comes here (5,000 jobs' pages too): only a chat's read is looked at.
        const chatId = messagesChatOf(event.query as Query);
        if (chatId === undefined) return;
        const messages = queryClient.getQueryData(sessionQueries.messages(chatId).queryKey);
        const known = useAnswerChatsStore.getState().settledAt.get(chatId) ?? 0;
        const replied = answerRecords().some(
          (record) =>
            record.chatId === chatId &&
            record.state === 'landed' &&
            known < (record.landedAt ?? 0) &&
            messages !== undefined &&
            turnOver(messages, { answer: record }),
        );
        if (replied) useAnswerChatsStore.getState().settled(chatId);
      }),
    [queryClient],
  );
}

/** Listens to the stream, and to reads of their chats, for the ends of turns answers began. */
export function useAnswerChatEvents() {
  useAnswerChatReads();
  useStreamEvents((event) => {
    const chatId = settledChatId(event);
    if (!chatId) return;
    const answered = answerRecords().some(
      (record) => record.chatId === chatId && (record.state === 'landed' || isOpen(record)),
    );
    if (answered) useAnswerChatsStore.getState().settled(chatId);
  });
}
