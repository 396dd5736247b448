// Sending a message: it shows at once (the outgoing store), the 202 marks it accepted, and the
// agent's turn is tracked until it settles. A failure keeps the text, with the reason, for Retry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';
import { errorMessage } from '@/lib/error-message';
import { newLocalId } from '@/lib/local-id';
import { sendMessageMutation } from '../api/chat-requests';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useOutgoingStore, type Outgoing } from '../store/outgoing-store';
import { own } from '@/lib/own';
import { isApiError } from '@/lib/api/errors';

export function countBy(messages: readonly Message[] | undefined, author: Message['author']): number {
  return messages?.filter((message) => message.author === author).length ?? 0;
}

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    ...sendMessageMutation(),
    // On the mutation itself, not on `mutate`: it runs for every send, even after the chat is left.
    onSettled: (session, error, request) => {
      const { actions } = useOutgoingStore.getState();
      if (!error) {
        actions.update(request.chatId, request.localId, { state: 'accepted' });
        useKnownChatsStore.getState().actions.remember(session ?? { id: request.chatId });
        return;
      }
      actions.update(request.chatId, request.localId, {
        state: 'failed',
        error: errorMessage(error),
        // The key was refused (revoked mid-session): the text waits, through a change of key,
        // for one Retry; the person is pointed to Settings.
        keyRefused: isApiError(error) && error.status === 401,
      });
      const stillSending = (own(useOutgoingStore.getState().outgoing, request.chatId) ?? []).some(
        (other) => other.state !== 'failed',
      );
      if (!stillSending) actions.endTurn(request.chatId);
    },
  });

  const deliver = useCallback(
    (localId: string) => {
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
      mutate({ chatId, text: item.text, localId });
    },
    [chatId, queryClient, mutate],
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
      deliver(item.localId);
    },
    [chatId, deliver],
  );

  const retry = useCallback((localId: string) => deliver(localId), [deliver]);
  const discard = useCallback(
    (localId: string) => useOutgoingStore.getState().actions.remove(chatId, localId),
    [chatId],
  );

  return { send, retry, discard };
}
