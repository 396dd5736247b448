// Knows when the agent's turn is over: the chat's turn seen to end (its settle frame, heard by the
// app's one listener, domain/questions/turn-ends.ts; then the replies are re-read), or a re-read
// that shows a new agent reply. When the stream is not Live the messages
// are re-read with backoff, so a reply is never missed; when it is Live, a slow re-read is the
// safety net for a frame lost in a reconnect.
import { useEffect, useRef } from 'react';
import type { Message } from '@/lib/api/resources/message';
import { useStreamStatus } from '@/lib/events/status-store';
import { isOpen } from '@/lib/writes/write-record';
import { turnOver } from '@/domain/questions/turn';
import { useTurnEndsStore } from '@/domain/questions/turn-ends';
import { useChatRecords } from '../store/chat-records';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useTurn, useTurnStore } from '../store/turn-store';

const LIVE_SAFETY_POLL_MS = 15_000;
const MAX_POLL_MS = 10_000;

export function pollDelay(attempt: number, live: boolean): number {
  return live ? LIVE_SAFETY_POLL_MS : Math.min(1000 * 2 ** attempt, MAX_POLL_MS);
}

export function useTurnTracking(
  chatId: string,
  messages: Message[] | undefined,
  refetch: () => Promise<unknown>,
) {
  const turn = useTurn(chatId);
  const records = useChatRecords(chatId);
  // A settle heard before our own message landed belongs to an earlier turn.
  const sending = records.some(isOpen);
  const live = useStreamStatus() === 'Live';

  // An end heard as it comes, with the turn and `sending` as they are then: an end heard before
  // a turn began (or while its message was on its way) is an earlier turn's.
  const latest = useRef({ sending, refetch });
  useEffect(() => {
    latest.current = { sending, refetch };
  });
  useEffect(
    () =>
      useTurnEndsStore.subscribe((state, before) => {
        if (state.endedAt.get(chatId) === before.endedAt.get(chatId) || latest.current.sending) return;
        const { turns, actions } = useTurnStore.getState();
        if (!Object.hasOwn(turns, chatId)) return;
        void latest.current.refetch().finally(() => actions.endTurn(chatId));
      }),
    [chatId],
  );

  useEffect(() => {
    if (!messages || !turn) return;
    if (turnOver(messages, { agentCountBefore: turn.agentCountBefore })) {
      useTurnStore.getState().actions.endTurn(chatId);
      // Without the stream no settle comes; the reply itself says the turn is over.
      useKnownChatsStore.getState().actions.remember({ id: chatId, running: false });
    }
  }, [chatId, messages, turn]);

  useEffect(() => {
    if (!turn) return undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      timer = setTimeout(
        () => {
          attempt += 1;
          void refetch().finally(() => {
            if (!stopped) schedule();
          });
        },
        pollDelay(attempt, live),
      );
    };
    schedule();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [turn, live, refetch]);

  return turn !== undefined;
}
