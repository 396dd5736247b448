// The question an ambiguous job asks: the agent's latest message in the job's primary chat.
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';

/** The agent's latest message with text: the question a waiting job asks. */
export function latestAgentMessage(messages: readonly Message[] | undefined): Message | undefined {
  return messages?.findLast((message) => message.author === 'agent' && message.text !== undefined);
}

export function useAgentQuestion(chatId: string | undefined, enabled = true) {
  return useQuery({
    ...sessionQueries.messages(chatId ?? ''),
    enabled: enabled && chatId !== undefined,
    select: latestAgentMessage,
  });
}
