// Keeps the start of a chat's last message for the chats list, from the messages the chat screen
// reads anyway: the list never asks the service for a preview of its own.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';
import { useKnownChatsActions } from './known-chats-store';

const lastText = (messages: Message[]) => {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const text = messages[index]?.text?.trim();
    if (text) return text;
  }
  return undefined;
};

export function useChatPreview(chatId: string) {
  const { setPreview } = useKnownChatsActions();
  // The same entry the conversation observes: one request, shared.
  const { data: text } = useQuery({ ...sessionQueries.messages(chatId), select: lastText });
  useEffect(() => {
    if (text !== undefined) setPreview(chatId, text);
  }, [chatId, text, setPreview]);
}
