// Reads the three dialects' shapes back into one form, so assertions are written once.
import { expect } from 'vitest';
import type { Dialect } from '../server.ts';
import type { Reply, TestService } from './harness.ts';
import type { SseFrame } from '../tools/sse-client.ts';
import { arr, at, str } from './json.ts';

export const RUNNING: Record<Dialect, string> = {
  flat: 'in_progress',
  envelope: 'running',
  named: 'working',
};

export interface ErrorInfo {
  message: string;
  path: string | undefined;
  scope: string | undefined;
}

/** Checks the dialect's error shape and returns its parts. */
export function readError(dialect: Dialect, reply: Reply): ErrorInfo {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  const b = reply.body;
  const opt = (...path: string[]): string | undefined => {
    const v = at(b, ...path);
    return typeof v === 'string' ? v : undefined;
  };
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
  const p: unknown = JSON.parse(frame.data);
  const type = str(p, 'type');
  expect(frame.id).toBeUndefined();
  if (dialect === 'flat') expect(frame.event).toBeUndefined();
  else expect(frame.event).toBe(type);
  let id: string | undefined;
  let jobState: string | undefined;
  if (type === 'job.state_changed') {
    id = str(p, ...(dialect === 'flat' ? ['id'] : dialect === 'envelope' ? ['job_id'] : ['job', 'id']));
    jobState = str(p, ...(dialect === 'named' ? ['job', 'state'] : ['state']));
  } else if (type === 'session.settled') {
    id = str(
      p,
      ...(dialect === 'flat' ? ['id'] : dialect === 'envelope' ? ['session_id'] : ['session', 'id']),
    );
  } else if (type === 'artifact.created') id = str(p, 'artifact_id');
  return { type, jobState, id, payload: p };
}
