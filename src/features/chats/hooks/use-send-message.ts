// Sending a message: it shows at once (the outgoing store), the 202 marks it accepted, and the
// agent's turn is tracked until it settles. A failure keeps the text, with the reason, for Retry.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';
import { sendMessage } from '../api/chat-requests';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useOutgoingStore, type Outgoing } from '../store/outgoing-store';
import { own } from '@/lib/own';
import { isApiError } from '@/lib/api/errors';

export function countBy(messages: readonly Message[] | undefined, author: Message['author']): number {
  return messages?.filter((message) => message.author === author).length ?? 0;
}

function newLocalId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();

  const deliver = useCallback(
    async (localId: string) => {
      const { actions, outgoing } = useOutgoingStore.getState();
      const item = own(outgoing, chatId)?.find((candidate) => candidate.localId === localId);
      if (!item || item.state === 'sending' || item.state === 'accepted') return;
      const messages = queryClient.getQueryData(sessionQueries.messages(chatId).queryKey);
      const inFlight = (own(outgoing, chatId) ?? []).filter(
        (other) => other.localId !== localId && other.state !== 'failed',
      ).length;
      actions.update(chatId, localId, {
        state: 'sending',
        error: undefined,
        userCountBefore: countBy(messages, 'user') + inFlight,
      });
      if (!own(useOutgoingStore.getState().turns, chatId))
        actions.startTurn(chatId, { agentCountBefore: countBy(messages, 'agent'), startedAt: Date.now() });
      try {
        const session = await sendMessage(chatId, item.text);
        actions.update(chatId, localId, { state: 'accepted' });
        useKnownChatsStore.getState().actions.remember(session ?? { id: chatId });
        void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey });
      } catch (error) {
        actions.update(chatId, localId, {
          state: 'failed',
          error: error instanceof Error ? error.message : String(error),
          // The key was refused (revoked mid-session): the text waits, through a change of key,
          // for one Retry; the person is pointed to Settings.
          keyRefused: isApiError(error) && error.status === 401,
        });
        const stillSending = (own(useOutgoingStore.getState().outgoing, chatId) ?? []).some(
          (other) => other.state !== 'failed',
        );
        if (!stillSending) actions.endTurn(chatId);
      }
    },
    [chatId, queryClient],
  );

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
      void deliver(item.localId);
    },
    [chatId, deliver],
  );

  const retry = useCallback((localId: string) => void deliver(localId), [deliver]);
  const discard = useCallback(
    (localId: string) => useOutgoingStore.getState().actions.remove(chatId, localId),
    [chatId],
  );

  return { send, retry, discard };
}
