// The two writes a chat makes, as mutation options (see docs/decisions). Both answer with a
// Session (bare or wrapped).
import { mutationOptions } from '@tanstack/react-query';
import { apiFetch, apiRequest, readJson } from '@/lib/api/client';
import { sessionQueries, sessionResponseSchema } from '@/lib/api/queries/sessions';
import type { Session } from '@/lib/api/resources/session';
import * as v from '@/lib/valibot';

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
    mutationFn: ({ chatId, text }: SendMessageRequest) => sendMessage(chatId, text),
    onSuccess: (_session, { chatId }, _onMutateResult, { client }) =>
      void client.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey }),
  });

function createChat(projectId: string | undefined): Promise<Session> {
  return apiRequest(sessionResponseSchema, '/v1/sessions', {
    method: 'POST',
    json: projectId ? { project_id: projectId } : {},
  });
}

/**
 * Sends one message. A 2xx means the turn is queued even when its body is odd, so an unreadable
 * body yields undefined rather than an error (an error would invite a Retry that sends it twice).
 */
async function sendMessage(chatId: string, message: string): Promise<Session | undefined> {
  const response = await apiFetch(`/v1/sessions/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    json: { message },
  });
  const body = await readJson(response).catch(() => undefined);
  const parsed = v.safeParse(sessionResponseSchema, body);
  return parsed.success ? parsed.output : undefined;
}
