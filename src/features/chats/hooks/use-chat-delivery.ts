// Runs the write path for chat messages once it is wanted (components/chat-delivery.tsx), for as
// long as the app is open (lib/writes/runner.ts), and does what a landed message means for the
// screens: the chat re-read, the agent's turn begun, the chat listed (the current account's only).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isListComplete } from '@/lib/api/queries/list-reads';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { runWritesOf } from '@/lib/writes/runner';
import type { MessageWrite } from '@/lib/writes/write-record';
import { chatWrites } from '../api/chat-writes';
import { readCompleteChatsWith, takeAnsweredChat } from '../api/message-transport';
import { countBy } from '@/lib/api/resources/message';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useTurnStore } from '../store/turn-store';

function settled(queryClient: QueryClient, record: MessageWrite) {
  const { queryKey } = sessionQueries.messages(record.chatId);
  void queryClient.invalidateQueries({ queryKey });
  if (record.state !== 'landed') return;
  useTurnStore.getState().actions.startTurn(record.chatId, {
    agentCountBefore: record.agentCountBefore ?? countBy(queryClient.getQueryData(queryKey), 'agent'),
    startedAt: Date.now(),
  });
  // The chat as the service answered the message (its title, that it runs), else what is known.
  const chat = takeAnsweredChat(record.id);
  useKnownChatsStore
    .getState()
    .actions.remember(
      chat ??
        (record.running === undefined
          ? { id: record.chatId }
          : { id: record.chatId, running: record.running }),
    );
}

export function useChatDelivery() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const delivery = chatWrites();
    readCompleteChatsWith((chatId) => {
      const { queryKey } = sessionQueries.messages(chatId);
      const cached = queryClient.getQueryData(queryKey);
      return cached && isListComplete(queryClient, queryKey) ? cached : undefined;
    });
    return runWritesOf(delivery, ['message'], (record) => settled(queryClient, record));
  }, [queryClient]);
}

/** The runner as a part to mount (chat-delivery.tsx fetches it once the write path is wanted). */
export function ChatDelivery() {
  useChatDelivery();
  return null;
}
