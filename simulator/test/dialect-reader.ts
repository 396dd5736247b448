// Reads the four dialects' shapes back into one form, so assertions are written once.
import { expect } from 'vitest';
import type { Dialect } from '../server.ts';
import type { Reply, TestService } from './harness.ts';
import type { SseFrame } from '../tools/sse-client.ts';
import { arr, at, str } from './json.ts';

export const RUNNING: Record<Dialect, string> = {
  flat: 'in_progress',
  envelope: 'running',
  named: 'working',
  paged: 'active',
};

/** A JSON Pointer (RFC 6901) back to the dotted path the other dialects send. */
function fromPointer(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

export interface ErrorInfo {
  message: string;
  path: string | undefined;
  scope: string | undefined;
}

/** Checks the dialect's error shape and returns its parts. */
export function readError(dialect: Dialect, reply: Reply): ErrorInfo {
  expect(reply.headers.get('content-type')).toMatch(
    dialect === 'paged' ? /^application\/problem\+json/ : /^application\/json/,
  );
  const b = reply.body;
  const opt = (...path: string[]): string | undefined => {
    const v = at(b, ...path);
    return typeof v === 'string' ? v : undefined;
  };
  if (dialect === 'paged') {
    // RFC 9457: type, title, status, detail; field errors with a JSON Pointer or a parameter name.
    expect(at(b, 'status')).toBe(reply.status);
    expect(str(b, 'type')).toMatch(/^https:\/\//);
    str(b, 'title');
    const pointer = opt('errors', '0', 'pointer');
    if (pointer !== undefined) expect(pointer).toMatch(/^\//);
    return {
      message: str(b, 'detail'),
      path: pointer === undefined ? opt('errors', '0', 'parameter') : fromPointer(pointer),
      scope: opt('missing_scope'),
    };
  }
  if (dialect === 'flat') return { message: str(b, 'error'), path: opt('path'), scope: opt('scope') };
  if (dialect === 'envelope') {
    str(b, 'error', 'code');
    return {
      message: str(b, 'error', 'message'),
      path: opt('error', 'details', 'path'),
      scope: opt('error', 'details', 'scope'),
    };
  }
  expect(at(b, 'status')).toBe(reply.status);
  str(b, 'title');
  return { message: str(b, 'detail'), path: opt('invalid_path'), scope: opt('required_scope') };
}

export interface Message {
  role: 'user' | 'assistant';
  text: string;
}

export function readMessage(dialect: Dialect, m: unknown): Message {
  if (dialect === 'flat')
    return { role: str(m, 'role') === 'user' ? 'user' : 'assistant', text: str(m, 'content') };
  if (dialect === 'paged') {
    const role = str(m, 'role') === 'user' ? 'user' : 'assistant';
    const parts = arr(m, 'content');
    for (const part of parts) expect(str(part, 'type')).toBe(role === 'user' ? 'input_text' : 'output_text');
    return { role, text: parts.map((part) => str(part, 'text')).join('') };
  }
  if (dialect === 'envelope')
    return {
      role: str(m, 'role') === 'user' ? 'user' : 'assistant',
      text: arr(m, 'content')
        .map((part) => str(part, 'text'))
        .join(''),
    };
  return { role: str(m, 'author') === 'agent' ? 'assistant' : 'user', text: str(m, 'text') };
}

/** Walks every page of a list and checks the dialect's list shape on the way. */
export async function listAll(svc: TestService, path: string, key?: string): Promise<unknown[]> {
  const items: unknown[] = [];
  const kind = /\/(jobs|messages|artifacts)$/.exec(path)?.[1] ?? '';
  let next: string | null = path;
  let pages = 0;
  while (next !== null) {
    const reply: Reply = await svc.api('GET', next, key === undefined ? {} : { key });
    expect(reply.status).toBe(200);
    pages++;
    if (svc.dialect === 'flat') {
      items.push(...arr(reply.body));
      next = null;
    } else if (svc.dialect === 'paged') {
      const base: string = next.split('?')[0] ?? path;
      if (kind === 'jobs') {
        // A bare array; the next page only in an RFC 8288 Link header.
        const data = arr(reply.body);
        expect(data.length).toBeLessThanOrEqual(20);
        items.push(...data);
        next = /<([^>]*)>;\s*rel="next"/.exec(reply.headers.get('link') ?? '')?.[1] ?? null;
      } else if (kind === 'messages') {
        const data = arr(reply.body, 'items');
        const token = at(reply.body, 'nextPageToken');
        items.push(...data);
        next = typeof token === 'string' ? `${base}?pageToken=${encodeURIComponent(token)}` : null;
      } else {
        const data = arr(reply.body, 'data');
        const cursor = reply.headers.get('x-next-cursor');
        items.push(...data);
        next = cursor === null ? null : `${base}?cursor=${encodeURIComponent(cursor)}`;
      }
    } else if (svc.dialect === 'envelope') {
      const data = arr(reply.body, 'data');
      const cursor = at(reply.body, 'next_cursor');
      expect(data.length).toBeLessThanOrEqual(20);
      expect(at(reply.body, 'has_more')).toBe(cursor !== null);
      items.push(...data);
      next = typeof cursor === 'string' ? `${path}?cursor=${encodeURIComponent(cursor)}` : null;
    } else {
      const data = arr(reply.body, kind);
      const link = at(reply.body, 'next');
      expect(data.length).toBeLessThanOrEqual(20);
      items.push(...data);
      next = typeof link === 'string' ? link : null;
    }
    expect(pages).toBeLessThan(1000);
  }
  return items;
}

export interface EventInfo {
  type: string;
  jobState: string | undefined;
  id: string | undefined;
  payload: unknown;
}

/** Checks the dialect's frame shape (event: line or not) and pulls out the common parts. */
export function readFrame(dialect: Dialect, frame: SseFrame): EventInfo {
  let p: unknown = JSON.parse(frame.data);
  const type = str(p, 'type');
  expect(frame.id).toBeUndefined();
  if (dialect === 'paged' && at(p, 'object') === 'event') {
    // A Stripe-style event object: the resource is under data.object; read it as flat does.
    expect(str(p, 'id')).toMatch(/^evt_/);
    expect(typeof at(p, 'created')).toBe('number');
    const object = at(p, 'data', 'object');
    expect(typeof object).toBe('object');
    p = { type, ...(object as object) };
  }
  if (dialect === 'flat' || dialect === 'paged') expect(frame.event).toBeUndefined();
  else expect(frame.event).toBe(type);
  let id: string | undefined;
  let jobState: string | undefined;
  if (type === 'job.state_changed') {
    id = str(p, ...(dialect === 'named' ? ['job', 'id'] : dialect === 'envelope' ? ['job_id'] : ['id']));
    jobState = str(p, ...(dialect === 'named' ? ['job', 'state'] : ['state']));
  } else if (type === 'session.settled') {
    id = str(
      p,
      ...(dialect === 'named' ? ['session', 'id'] : dialect === 'envelope' ? ['session_id'] : ['id']),
    );
  } else if (type === 'artifact.created') id = str(p, 'artifact_id');
  return { type, jobState, id, payload: p };
}
