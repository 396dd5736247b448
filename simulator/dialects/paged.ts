// paged: the conventions of widely used HTTP APIs, one per place, so the client meets each:
//   - jobs: a bare array paginated by an RFC 8288 `Link: <…?page=N>; rel="next"` header (GitHub);
//   - messages: `{items, nextPageToken}`, asked for with `?pageToken=` (Google AIP-158);
//   - artifacts: `{data}` with the cursor in an `X-Next-Cursor` header, asked for with `?cursor=`;
//   - messages: OpenAI Responses-style content parts (`input_text` / `output_text`);
//   - running job state `active`;
//   - frames: Stripe-style event objects (`{id, object: "event", type, created, data: {object}}`)
//     with the JSON spread over several `data:` lines and CRLF line endings, no `event:` line;
//   - errors: RFC 9457 problem details (`application/problem+json`), the refused field as a JSON
//     Pointer in `errors[].pointer` (or a query parameter in `errors[].parameter`).
import { randomUUID } from 'node:crypto';
import type { DialectShapes, ListRequest } from './types.ts';
import { HttpError, STATUS_TITLES } from '../http/errors.ts';
import { decodeCursor, decodePage, encodeCursor, pageAt } from './pagination.ts';
import { PAGE_SIZE } from './types.ts';

/** An SSE frame with its JSON over several `data:` lines, every line ended by CRLF. */
function multilineFrame(data: unknown): string {
  const lines = JSON.stringify(data, null, 1).split('\n');
  return `${lines.map((line) => `data: ${line}`).join('\r\n')}\r\n\r\n`;
}

function eventObject(type: string, object: unknown) {
  return {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

function decodeToken(token: string | null): number {
  try {
    return decodeCursor(token);
  } catch {
    throw HttpError.badRequest(`The page token "${token ?? ''}" is not one this service issued.`, {
      path: 'pageToken',
    });
  }
}

/** Query parameters are named as such; body fields as JSON Pointers (RFC 6901). */
const QUERY_PARAMETERS = new Set(['cursor', 'page', 'pageToken']);

function pointerOf(path: string): string {
  return `/${path
    .split('.')
    .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/')}`;
}

function pageHeaders(items: readonly unknown[], req: ListRequest): Record<string, string> {
  if (req.kind === 'jobs') {
    const pageNo = decodePage(req.query.get('page'));
    const headers: Record<string, string> = { 'X-Total-Count': String(items.length) };
    if (pageNo * PAGE_SIZE < items.length) {
      const next = new URLSearchParams(req.query);
      next.set('page', String(pageNo + 1));
      const last = new URLSearchParams(req.query);
      last.set('page', String(Math.max(1, Math.ceil(items.length / PAGE_SIZE))));
      headers['Link'] =
        `<${req.path}?${next.toString()}>; rel="next", <${req.path}?${last.toString()}>; rel="last"`;
    }
    return headers;
  }
  if (req.kind === 'artifacts') {
    const page = pageAt(items, decodeCursor(req.query.get('cursor')));
    return page.nextOffset === null ? {} : { 'X-Next-Cursor': encodeCursor(page.nextOffset) };
  }
  return {};
}

export const paged: DialectShapes = {
  name: 'paged',
  runningState: 'active',
  list(items, req) {
    if (req.kind === 'jobs') return pageAt(items, (decodePage(req.query.get('page')) - 1) * PAGE_SIZE).items;
    if (req.kind === 'artifacts') return { data: pageAt(items, decodeCursor(req.query.get('cursor'))).items };
    const page = pageAt(items, decodeToken(req.query.get('pageToken')));
    return {
      items: page.items,
      ...(page.nextOffset === null ? {} : { nextPageToken: encodeCursor(page.nextOffset) }),
    };
  },
  listHeaders: pageHeaders,
  message: (m) => ({
    id: m.id,
    object: 'message',
    session_id: m.session_id,
    role: m.role,
    content: [
      m.role === 'user'
        ? { type: 'input_text', text: m.text }
        : { type: 'output_text', text: m.text, annotations: [] },
    ],
    created_at: m.created_at,
  }),
  frame(event) {
    switch (event.type) {
      case 'job.state_changed':
        return multilineFrame(eventObject(event.type, event.job));
      case 'session.settled':
        return multilineFrame(eventObject(event.type, event.session));
      case 'artifact.created':
        return multilineFrame(eventObject(event.type, event.artifact));
      case 'kanban.card_run.settled':
        return multilineFrame(eventObject(event.type, event.card_run));
    }
  },
  rawFrame: (frame) => multilineFrame(frame),
  errorContentType: 'application/problem+json; charset=utf-8',
  errorBody: (err) => {
    const { path, scope } = err.details;
    const field =
      path === undefined
        ? []
        : [
            QUERY_PARAMETERS.has(path)
              ? { detail: err.message, parameter: path }
              : { detail: err.message, pointer: pointerOf(path) },
          ];
    return {
      type: `https://agent-work.example/problems/${err.code}`,
      title: STATUS_TITLES[err.status] ?? 'Error',
      status: err.status,
      detail: err.message,
      ...(field.length === 0 ? {} : { errors: field }),
      ...(scope === undefined ? {} : { missing_scope: scope }),
    };
  },
};
