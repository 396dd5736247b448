// The two writes a chat makes, as mutation options (see docs/decisions). Both answer with a
// Session (bare or wrapped).
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { sessionQueries, sessionResponseSchema } from '@/lib/api/queries/sessions';
import type { Session } from '@/lib/api/resources/session';
import { postMessage } from '@/lib/api/post-message';

export const createChatMutation = () =>
  mutationOptions({
    mutationKey: [...sessionQueries.all(), 'create'] as const,
    mutationFn: (projectId: string | undefined) => createChat(projectId),
  });

export interface SendMessageRequest {
  chatId: string;
  text: string;
  /** The outgoing message this send is for. */
  localId: string;
}

export const sendMessageMutation = () =>
  mutationOptions({
    mutationKey: [...sessionQueries.all(), 'send-message'] as const,
    mutationFn: ({ chatId, text }: SendMessageRequest) => postMessage(chatId, text),
    onSuccess: (_chat, { chatId }, _onMutateResult, { client }) =>
      void client.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey }),
  });

function createChat(projectId: string | undefined): Promise<Session> {
  return apiRequest(sessionResponseSchema, '/v1/sessions', {
    method: 'POST',
    json: projectId ? { project_id: projectId } : {},
  });
}
