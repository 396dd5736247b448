// One error type for every failed call to the service: what went wrong, with the server's
// message, the refused path (400) and the missing scope (403) when the body names them
// (error-body.ts reads those), made into a sentence a person understands.

export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'aborted'
  | 'config'
  | 'too-large'
  /** A write made for one account met another account's key: nothing was sent. */
  | 'other-account';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  serverMessage?: string;
  path?: string;
  scope?: string;
  url?: string;
  /** For `config`: what is wrong with the settings, when it is not the missing key; for `too-large`, the size. */
  hint?: string;
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

function describeApiError({ kind, status, serverMessage, path, scope, hint }: ApiErrorInit): string {
  const server = serverMessage ? ` The service said: “${serverMessage}”` : '';
  switch (kind) {
    case 'network':
      // The browser knows when it has no network at all: then the Base URL is not the suspect.
      return typeof navigator !== 'undefined' && navigator.onLine === false
        ? 'You are offline. Try again once your connection is back.'
        : 'Could not reach the service. Check the Base URL in Settings and your connection.';
    case 'timeout':
      return 'The service took too long to answer. Try again.';
    case 'aborted':
      return 'The request was cancelled.';
    case 'config':
      return hint ?? 'No API key is set. Add one in Settings.';
    case 'too-large':
      return hint ?? 'The service sent an answer too large to read.';
    case 'other-account':
      return 'Made with another key: it waits until that key is back in Settings.';
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
  if ((status === 400 || status === 422) && path) return `The service refused the path ${path}.${server}`;
  if (status === 409) return `Others were writing at the same time.${server}`;
  if (status === 413) return `That is too large for the service.${server}`;
  if (status === 429) return `Too many requests; wait a moment and try again.${server}`;
  if (status !== undefined && status >= 500) return `The service failed (${status}). Try again.${server}`;
  return serverMessage ?? `The request failed (${status ?? 'no status'}).`;
}
