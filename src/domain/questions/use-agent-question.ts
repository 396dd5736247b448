// The question an ambiguous job asks: the agent's latest message in the job's primary chat.
import { skipToken, useQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';

/** The agent's latest message with text: the question a waiting job asks. */
export function latestAgentMessage(messages: readonly Message[] | undefined): Message | undefined {
  return messages?.findLast((message) => message.author === 'agent' && message.text !== undefined);
}

export function useAgentQuestion(chatId: string | undefined, enabled = true) {
  // Nothing to read without a chat, or while not wanted: skipToken (no request, no refetch).
  const messages = sessionQueries.messages(chatId ?? '');
  return useQuery({
    ...messages,
    queryFn: enabled && chatId !== undefined ? messages.queryFn : skipToken,
    select: latestAgentMessage,
  });
}
