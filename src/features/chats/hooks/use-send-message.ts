// Sending a message: it shows at once (the outgoing store), queued for the outbox (use-outbox.ts),
// which sends it, in order, once the network lets it. A failure keeps the text, with the reason,
// for Retry or Discard.
import { useCallback } from 'react';
import type { Message } from '@/lib/api/resources/message';
import { newLocalId } from '@/lib/local-id';
import { useOutgoingStore, type Outgoing } from '../store/outgoing-store';

export function countBy(messages: readonly Message[] | undefined, author: Message['author']): number {
  return messages?.filter((message) => message.author === author).length ?? 0;
}

export function useSendMessage(chatId: string) {
  const send = useCallback(
    (text: string) => {
      const item: Outgoing = {
        localId: newLocalId(),
        text,
        state: 'queued',
        error: undefined,
        sentAt: new Date().toISOString(),
        userCountBefore: 0,
      };
      useOutgoingStore.getState().actions.add(chatId, item);
    },
    [chatId],
  );

  const retry = useCallback(
    (localId: string) => useOutgoingStore.getState().actions.retry(chatId, localId),
    [chatId],
  );
  const discard = useCallback(
    (localId: string) => useOutgoingStore.getState().actions.remove(chatId, localId),
    [chatId],
  );

  return { send, retry, discard };
}
