// Knows when the agent's turn is over: `session.settled` for this chat (then the replies are
// re-read), or a re-read that shows a new agent reply. When the stream is not Live the messages
// are re-read with backoff, so a reply is never missed; when it is Live, a slow re-read is the
// safety net for a frame lost in a reconnect.
import { useEffect } from 'react';
import type { Message } from '@/lib/api/resources/message';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { useStreamStatus } from '@/lib/events/status-store';
import { settledChatId } from '@/lib/events/frames';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useOutgoingStore, useTurn } from '../store/outgoing-store';
import { countBy } from './use-send-message';
import { own } from '@/lib/prototype-safe-records';

const LIVE_SAFETY_POLL_MS = 15_000;
const MAX_POLL_MS = 10_000;

export function pollDelay(attempt: number, live: boolean): number {
  return live ? LIVE_SAFETY_POLL_MS : Math.min(1000 * 2 ** attempt, MAX_POLL_MS);
}

export function replyArrived(messages: readonly Message[], agentCountBefore: number): boolean {
  return countBy(messages, 'agent') > agentCountBefore && messages.at(-1)?.author !== 'user';
}

export function useTurnTracking(
  chatId: string,
  messages: Message[] | undefined,
  refetch: () => Promise<unknown>,
) {
  const turn = useTurn(chatId);
  // A send with no answer that is found to have landed (after a reload, say) turns 'accepted'
  // once the messages were already read: the reconcile below runs again for it, or its local
  // copy would stay beside the service's.
  const accepted = useOutgoingStore(
    (s) => own(s.outgoing, chatId)?.filter((item) => item.state === 'accepted').length ?? 0,
  );
  const live = useStreamStatus() === 'Live';

  useStreamEvents((event) => {
    if (settledChatId(event) !== chatId) return;
    const { turns, outgoing, actions } = useOutgoingStore.getState();
    if (!turns[chatId]) return;
    // A settle heard before our own send was accepted belongs to an earlier turn.
    if ((outgoing[chatId] ?? []).some((item) => item.state === 'sending' || item.state === 'queued')) return;
    void refetch().finally(() => actions.endTurn(chatId));
  });

  useEffect(() => {
    if (!messages) return;
    const { actions, turns } = useOutgoingStore.getState();
    actions.reconcile(chatId, countBy(messages, 'user'));
    const current = turns[chatId];
    if (current && replyArrived(messages, current.agentCountBefore)) {
      actions.endTurn(chatId);
      // Without the stream no settle comes; the reply itself says the turn is over.
      useKnownChatsStore.getState().actions.remember({ id: chatId, running: false });
    }
  }, [chatId, messages, accepted]);

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
