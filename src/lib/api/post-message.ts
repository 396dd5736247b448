// POST /v1/sessions/{id}/messages: the one request that posts a person's text into a chat, used
// by the chat's composer and by answers to jobs (an answer is a message to the job's primary
// chat). A 2xx means the turn is queued even when its body is odd (parseWriteAnswer).
import { apiFetch, parseWriteAnswer, readJson, type RequestOptions } from './client';
import { sessionResponseSchema } from './queries/sessions';
import type { Session } from './resources/session';

export async function postMessage(
  sessionId: string,
  message: string,
  options: Pick<RequestOptions, 'account' | 'keepalive'> = {},
): Promise<Session | undefined> {
  const response = await apiFetch(`/v1/sessions/${encodeURIComponent(sessionId)}/messages`, {
    ...options,
    method: 'POST',
    json: { message },
  });
  return parseWriteAnswer(sessionResponseSchema, await readJson(response).catch(() => undefined));
}
