import type { ServerResponse } from 'node:http';
import type { DialectShapes, ListRequest } from '../dialects/types.ts';
import { HttpError } from './errors.ts';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  // Never cached, unless the cacheable-reads switch set another Cache-Control on this answer.
  const cacheControl = res.getHeader('Cache-Control');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': typeof cacheControl === 'string' ? cacheControl : 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Every refusal is JSON with a human message, in the dialect's shape. */
export function sendError(res: ServerResponse, dialect: DialectShapes, error: unknown): void {
  const err =
    error instanceof HttpError
      ? error
      : new HttpError(500, 'internal', 'The simulator hit an unexpected error.');
  if (!(error instanceof HttpError)) console.error('[simulator]', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // After a 413 the rest of the body is not worth reading; close the connection once answered.
  const headers = err.status === 413 ? { ...err.headers, Connection: 'close' } : err.headers;
  const type: Record<string, string> =
    dialect.errorContentType === undefined ? {} : { 'Content-Type': dialect.errorContentType };
  sendJson(res, err.status, dialect.errorBody(err), { ...headers, ...type });
}

/** One page of a list, with the headers the dialect sends beside it. */
export function sendList(
  res: ServerResponse,
  dialect: DialectShapes,
  items: readonly unknown[],
  req: ListRequest,
): void {
  const body = dialect.list(items, req);
  sendJson(res, 200, body, dialect.listHeaders?.(items, req) ?? {});
}
