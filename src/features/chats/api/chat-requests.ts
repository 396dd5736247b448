// A chat's requests beyond its reads: creating one (a mutation, answered with a Session, bare or
// wrapped), and the complete read of its messages the outbox decides "did it land?" on. Messages
// are posted by the outbox (hooks/use-outbox.ts) with postMessage.
import { mutationOptions } from '@tanstack/react-query';
import * as v from '@/lib/valibot';
import { apiRequest } from '@/lib/api/client';
import { readEveryPage } from '@/lib/api/envelopes';
import { sessionQueries, sessionResponseSchema } from '@/lib/api/queries/sessions';
import { readMessage, type Message } from '@/lib/api/resources/message';
import type { Session } from '@/lib/api/resources/session';

export const createChatMutation = () =>
  mutationOptions({
    mutationKey: [...sessionQueries.all(), 'create'] as const,
    mutationFn: (projectId: string | undefined) => createChat(projectId),
  });

/** Every message of the chat, with `account`'s key; rejects when any page cannot be read. */
export async function readEveryMessage(chatId: string, account: string): Promise<Message[]> {
  const raw = await readEveryPage(
    v.unknown(),
    `/v1/sessions/${encodeURIComponent(chatId)}/messages`,
    'messages',
    {
      account,
    },
  );
  return raw.map(readMessage).filter((message): message is Message => message !== undefined);
}

function createChat(projectId: string | undefined): Promise<Session> {
  return apiRequest(sessionResponseSchema, '/v1/sessions', {
    method: 'POST',
    json: projectId ? { project_id: projectId } : {},
  });
}
