// A chat's requests beyond its reads: creating one (a mutation, answered with a Session, bare or
// wrapped). Messages go on the write path (api/chat-writes.ts, message-transport.ts).
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { sessionQueries, sessionResponseSchema } from '@/lib/api/queries/sessions';
import type { Session } from '@/lib/api/resources/session';

export const createChatMutation = () =>
  mutationOptions({
    mutationKey: [...sessionQueries.all(), 'create'] as const,
    mutationFn: (projectId: string | undefined) => createChat(projectId),
  });

function createChat(projectId: string | undefined): Promise<Session> {
  return apiRequest(sessionResponseSchema, '/v1/sessions', {
    method: 'POST',
    json: projectId ? { project_id: projectId } : {},
  });
}
