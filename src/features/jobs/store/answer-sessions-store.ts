// When the primary chat of a job that was answered here last settled: the receipt's only signal
// that the agent's turn is over while the job still waits (it asks again). Fed by the event
// stream for the chats answers went to; nothing else is kept.
import { useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { settledChatId } from '@/lib/events/frames';
import { answerKeys, answerVariablesOf } from '../api/answer-job';
import { registerMemoryStore } from '@/lib/storage/account-storage';

const MAX_SESSIONS = 200;

interface AnswerSessionsState {
  settledAt: ReadonlyMap<string, number>;
  settled: (sessionId: string, at?: number) => void;
}

export const useAnswerSessionsStore = registerMemoryStore(
  create<AnswerSessionsState>()((set) => ({
    settledAt: new Map(),
    settled: (sessionId, at = Date.now()) =>
      set((s) => {
        const next = new Map(s.settledAt);
        next.delete(sessionId);
        next.set(sessionId, at);
        while (next.size > MAX_SESSIONS) next.delete(next.keys().next().value ?? '');
        return { settledAt: next };
      }),
  })),
);

export const useSessionSettledAt = (sessionId: string | undefined) =>
  useAnswerSessionsStore((s) => (sessionId ? s.settledAt.get(sessionId) : undefined));

/** Listens to the stream for settles of chats that answers were sent to from this tab. */
export function useAnswerSessionEvents() {
  const queryClient = useQueryClient();
  useStreamEvents((event) => {
    const sessionId = settledChatId(event);
    if (!sessionId) return;
    const answered = queryClient
      .getMutationCache()
      .findAll({ mutationKey: answerKeys.all() })
      .some((mutation) => answerVariablesOf(mutation.state.variables)?.sessionId === sessionId);
    if (answered) useAnswerSessionsStore.getState().settled(sessionId);
  });
}
