// One error type for every failed call to the service. The error body's shape is "not shown" in
// the spec, so the server's message, the refused path (400) and the missing scope (403) are dug
// out of whatever the body holds, and a sentence a person understands is made from them.

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'aborted' | 'config';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  serverMessage?: string;
  path?: string;
  scope?: string;
  url?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly path: string | undefined;
  readonly scope: string | undefined;

  constructor(init: ApiErrorInit) {
    super(describeApiError(init));
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.path = init.path;
    this.scope = init.scope;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function describeApiError({ kind, status, serverMessage, path, scope }: ApiErrorInit): string {
  const server = serverMessage ? ` The service said: “${serverMessage}”` : '';
  switch (kind) {
    case 'network':
      return 'Could not reach the service. Check the Base URL in Settings and your connection.';
    case 'timeout':
      return 'The service took too long to answer. Try again.';
    case 'aborted':
      return 'The request was cancelled.';
    case 'config':
      return 'No API key is set. Add one in Settings.';
    case 'parse':
      return `The service sent a response this app does not understand.${server}`;
    case 'http':
      break;
  }
  if (status === 401) return `The API key was rejected. Check it in Settings.${server}`;
  if (status === 403) {
    return scope
      ? `This key lacks the ${scope} scope.${server}`
      : `This key is not allowed to do that.${server}`;
  }
  if (status === 404) return `Not found: the service does not know this item.${server}`;
  if (status === 400 && path) return `The service refused the path ${path}.${server}`;
  if (status === 409) return `Others were writing at the same time.${server}`;
  if (status === 413) return `That is too large for the service.${server}`;
  if (status === 429) return `Too many requests; wait a moment and try again.${server}`;
  if (status !== undefined && status >= 500) return `The service failed (${status}). Try again.${server}`;
  return serverMessage ?? `The request failed (${status ?? 'no status'}).`;
}

type Json = unknown;

function field(value: Json, ...keys: string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function firstString(body: Json, candidates: string[][]): string | undefined {
  for (const keys of candidates) {
    const value = field(body, ...keys);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

const MESSAGE_FIELDS = [
  ['message'],
  ['error', 'message'],
  ['error'],
  ['detail'],
  ['error_description'],
  ['description'],
  ['errors', '0', 'message'],
  ['errors', '0', 'detail'],
  ['title'],
  ['msg'],
];
const PATH_FIELDS = [
  ['path'],
  ['invalid_path'],
  ['field'],
  ['pointer'],
  ['details', 'path'],
  ['error', 'path'],
  ['error', 'details', 'path'],
  ['error', 'field'],
  ['errors', '0', 'path'],
  ['detail', 'path'],
];
const SCOPE_FIELDS = [
  ['scope'],
  ['required_scope'],
  ['missing_scope'],
  ['details', 'scope'],
  ['error', 'scope'],
  ['error', 'details', 'scope'],
  ['error', 'required_scope'],
  ['errors', '0', 'scope'],
];

/** Reads the server's own message, a refused path and a missing scope from any error body. */
export function readErrorBody(
  body: Json,
  status: number,
): Pick<ApiErrorInit, 'serverMessage' | 'path' | 'scope'> {
  const serverMessage =
    typeof body === 'string' && body.trim() !== ''
      ? body.trim().slice(0, 500)
      : firstString(body, MESSAGE_FIELDS);
  let path = firstString(body, PATH_FIELDS);
  let scope = firstString(body, SCOPE_FIELDS);
  if (path?.startsWith('/')) path = `input${path.replace(/\//g, '.')}`.replace('input.input.', 'input.');
  if (!path && status === 400 && serverMessage) path = /\binput(?:\.[\w-]+)+/.exec(serverMessage)?.[0];
  if (!scope && status === 403 && serverMessage)
    scope = /\b[a-z_]+:(?:read|write|admin)\b/.exec(serverMessage)?.[0];
  return { serverMessage, path, scope };
}
