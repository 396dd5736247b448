// The two writes a chat makes. Both answer with a Session (bare or wrapped).
import { apiFetch, apiRequest, readJson } from '@/lib/api/client';
import { sessionResponseSchema } from '@/lib/api/queries/sessions';
import type { Session } from '@/lib/api/resources/session';

export function createChat(projectId: string | undefined): Promise<Session> {
  return apiRequest(sessionResponseSchema, '/v1/sessions', {
    method: 'POST',
    json: projectId ? { project_id: projectId } : {},
  });
}

/**
 * Sends one message. A 2xx means the turn is queued even when its body is odd, so an unreadable
 * body yields undefined rather than an error (an error would invite a Retry that sends it twice).
 */
export async function sendMessage(chatId: string, message: string): Promise<Session | undefined> {
  const response = await apiFetch(`/v1/sessions/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    json: { message },
  });
  const body = await readJson(response).catch(() => undefined);
  const parsed = sessionResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
