// Body checks shared by the handlers. They run before any state changes and name the bad field.
import { HttpError } from '../http/errors.ts';
import { MESSAGE_LIMIT_CHARS } from '../http/limits.ts';
import { UUID_RE } from '../http/router.ts';
import { isJsonObject } from '../domain/merge-patch.ts';
import type { JsonObject } from '../store/types.ts';

export function objectBody(body: unknown, allowEmpty: boolean): JsonObject {
  if (body === undefined && allowEmpty) return {};
  if (!isJsonObject(body)) throw HttpError.badRequest('The body must be a JSON object.');
  return body;
}

export function messageField(body: JsonObject): string {
  const message = body['message'];
  if (typeof message !== 'string' || message.trim() === '')
    throw HttpError.badRequest('message must be a non-empty string.', { path: 'message' });
  if (message.length > MESSAGE_LIMIT_CHARS)
    throw HttpError.badRequest(`message is longer than ${MESSAGE_LIMIT_CHARS} characters.`, {
      path: 'message',
    });
  return message;
}

export function optionalProjectId(body: JsonObject): string | undefined {
  const projectId = body['project_id'];
  if (projectId === undefined || projectId === null) return undefined;
  if (typeof projectId !== 'string' || !UUID_RE.test(projectId))
    throw HttpError.badRequest('project_id must be a UUID.', { path: 'project_id' });
  return projectId.toLowerCase();
}
