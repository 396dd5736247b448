import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { startService, WF_MAIN, type TestService } from './harness.ts';
import { readError } from './dialect-reader.ts';
import { str } from './json.ts';

describe.each(DIALECTS)('bad input (%s)', (dialect) => {
  let svc: TestService;
  let session: string;
  beforeAll(async () => {
    svc = await startService(dialect);
    session = str((await svc.api('POST', '/v1/sessions')).body, 'id');
  });
  afterAll(() => svc.close());
  const json = { 'Content-Type': 'application/json' };

  it('refuses bad requests with JSON errors in the dialect’s shape, and none of them changes state', async () => {
    const before = (await svc.control('dump')).body;
    const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    const cases: [
      string,
      string,
      { raw?: string; headers?: Record<string, string>; body?: unknown },
      number,
      RegExp,
    ][] = [
      ['POST', '/v1/jobs', { raw: '{"message": "hi"', headers: json }, 400, /not valid JSON/],
      [
        'POST',
        `/v1/sessions/${session}/messages`,
        { raw: '{message: 1}', headers: json },
        400,
        /not valid JSON/,
      ],
      ['PATCH', `/v1/workflows/${WF_MAIN}/input`, { raw: '{"input":', headers: json }, 400, /not valid JSON/],
      ['POST', '/v1/sessions', { raw: 'nope', headers: json }, 400, /not valid JSON/],
      ['POST', '/v1/jobs', { raw: big, headers: json }, 413, /1 MiB/],
      ['POST', `/v1/sessions/${session}/messages`, { raw: big, headers: json }, 413, /1 MiB/],
      [
        'POST',
        '/v1/jobs',
        { raw: '{"message":"hi"}', headers: { 'Content-Type': 'text/plain' } },
        415,
        /application\/json/,
      ],
      [
        'PATCH',
        `/v1/workflows/${WF_MAIN}/input`,
        { raw: 'input=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        415,
        /application\/json/,
      ],
      ['POST', '/v1/jobs', {}, 400, /JSON object/],
      ['POST', '/v1/jobs', { body: { message: '' } }, 400, /message/],
      ['POST', '/v1/jobs', { body: { message: 42 } }, 400, /message/],
      ['POST', '/v1/jobs', { body: ['message'] }, 400, /JSON object/],
      ['POST', `/v1/sessions/${session}/messages`, { body: {} }, 400, /message/],
      ['POST', '/v1/sessions', { body: { project_id: 'nope' } }, 400, /project_id/],
      ['GET', '/v1/nothing-here', {}, 404, /no endpoint/],
      ['GET', '/v1/jobs/not-a-uuid', {}, 404, /Job was not found/],
      ['GET', '/v1/sessions/1234/messages', {}, 404, /Session was not found/],
      ['GET', '/v1/files/%E0%A4%A/content', {}, 404, /File was not found/],
      ['DELETE', '/v1/jobs', {}, 405, /not allowed/],
    ];
    if (dialect !== 'flat') cases.push(['GET', '/v1/jobs?cursor=bogus&page=0', {}, 400, /cursor|page/]);
    for (const [method, path, opts, status, message] of cases) {
      const r = await svc.api(method, path, opts);
      expect([method, path, r.status]).toEqual([method, path, status]);
      expect(readError(dialect, r).message).toMatch(message);
    }
    expect((await svc.control('dump')).body).toEqual(before);
  });

  it('keeps serving on the same connection after a 413', async () => {
    const r = await svc.api('POST', '/v1/jobs', { raw: 'x'.repeat(2 * 1024 * 1024), headers: json });
    expect(r.status).toBe(413);
    expect((await svc.api('GET', '/v1/jobs')).status).toBe(200);
  });
});
