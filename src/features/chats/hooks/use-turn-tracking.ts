// Knows when the agent's turn is over: `session.settled` for this chat (then the replies are
// re-read), or a re-read that shows a new agent reply. When the stream is not Live the messages
// are re-read with backoff, so a reply is never missed; when it is Live, a slow re-read is the
// safety net for a frame lost in a reconnect.
import { useEffect } from 'react';
import type { Message } from '@/lib/api/resources/message';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { useStreamStatus } from '@/lib/events/status-store';
import { settledChatId } from '@/lib/events/frames';
import { isOpen } from '@/lib/writes/write-record';
import { turnOver } from '@/domain/questions/turn';
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

  useStreamEvents((event) => {
    if (settledChatId(event) !== chatId || sending) return;
    const { turns, actions } = useTurnStore.getState();
    if (!Object.hasOwn(turns, chatId)) return;
    void refetch().finally(() => actions.endTurn(chatId));
  });

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
