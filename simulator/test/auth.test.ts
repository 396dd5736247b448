import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { NOEVENTS_KEY, OTHER_KEY, READONLY_KEY, startService, WF_MAIN, type TestService } from './harness.ts';
import { readError } from './dialect-reader.ts';
import { at, str } from './json.ts';

describe.each(DIALECTS)('auth (%s)', (dialect) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService(dialect);
  });
  afterAll(() => svc.close());

  it('answers 401 to no key, an unknown key and a non-Bearer header, on every kind of endpoint', async () => {
    for (const [method, path] of [
      ['POST', '/v1/sessions'],
      ['GET', '/v1/jobs'],
      ['GET', '/v1/events'],
      ['GET', `/v1/workflows/${WF_MAIN}/state`],
    ]) {
      for (const opts of [
        { key: null },
        { key: 'aws_nope' },
        { key: null, headers: { Authorization: 'Basic YTpi' } },
      ]) {
        const r = await svc.api(method ?? '', path ?? '', opts);
        expect(r.status).toBe(401);
        expect(r.headers.get('www-authenticate')).toBe('Bearer');
        expect(readError(dialect, r).message).toMatch(/key/i);
      }
    }
  });

  it('answers 403 naming the missing scope in the body field and the message', async () => {
    const cases: [string, string, string, unknown][] = [
      [READONLY_KEY, 'POST', '/v1/sessions', {}],
      [READONLY_KEY, 'POST', '/v1/jobs', { message: 'x' }],
      [READONLY_KEY, 'POST', '/v1/files', undefined],
      [READONLY_KEY, 'PATCH', `/v1/workflows/${WF_MAIN}/input`, { input: { title: 'x' }, version: 1 }],
      [NOEVENTS_KEY, 'GET', '/v1/events', undefined],
    ];
    const scopes = ['sessions:write', 'jobs:write', 'files:write', 'workflows:write', 'events:read'];
    for (const [i, [key, method, path, body]] of cases.entries()) {
      const r = await svc.api(method, path, { key, ...(body === undefined ? {} : { body }) });
      expect(r.status).toBe(403);
      const err = readError(dialect, r);
      expect(err.scope).toBe(scopes[i]);
      expect(err.message).toBe(`This key lacks the ${scopes[i]} scope.`);
    }
    const dump = await svc.control('dump');
    expect(at(dump.body, 'jobs')).toEqual([]);
  });

  it('lets read scopes read, and a :write scope imply its :read', async () => {
    expect((await svc.api('GET', '/v1/jobs', { key: READONLY_KEY })).status).toBe(200);
    expect((await svc.api('GET', `/v1/workflows/${WF_MAIN}/state`, { key: READONLY_KEY })).status).toBe(200);
    expect((await svc.api('GET', '/v1/jobs', { key: NOEVENTS_KEY })).status).toBe(200);
  });

  it('hides another account’s session, job and file behind the same 404 as a missing one', async () => {
    const session = str((await svc.api('POST', '/v1/sessions')).body, 'id');
    const job = str((await svc.api('POST', '/v1/jobs', { body: { message: 'mine' } })).body, 'id');
    const form = new FormData();
    form.set('session_id', session);
    form.set('filename', 'a.txt');
    form.set('content_type', 'text/plain');
    form.set('file', new Blob(['secret']), 'a.txt');
    const file = str((await svc.api('POST', '/v1/files', { raw: form })).body, 'id');
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const pairs: [string, string, unknown][] = [
      ['GET', `/v1/sessions/${session}/messages`, undefined],
      ['GET', `/v1/sessions/${session}/artifacts`, undefined],
      ['POST', `/v1/sessions/${session}/messages`, { message: 'hi' }],
      ['GET', `/v1/jobs/${job}`, undefined],
      ['GET', `/v1/files/${file}/content`, undefined],
    ];
    for (const [method, path, body] of pairs) {
      const theirs = await svc.api(method, path, { key: OTHER_KEY, ...(body === undefined ? {} : { body }) });
      const none = await svc.api(method, path.replace(/[0-9a-f-]{36}/, missing), {
        key: OTHER_KEY,
        ...(body === undefined ? {} : { body }),
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
      expect(JSON.stringify(theirs.body)).not.toContain('secret');
    }
    const messages = await svc.api('GET', `/v1/sessions/${session}/messages`);
    expect(JSON.stringify(messages.body)).not.toContain('"hi"');
  });
});
