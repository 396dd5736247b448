// The paged dialect's own conventions, over real HTTP: the shapes the shared contract tests read
// back through dialect-reader.ts, checked here byte for byte where the convention lives in headers
// or in the framing itself.
import { request } from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, startService, WF_NESTED, type TestService } from './harness.ts';
import { arr, at, str } from './json.ts';

describe('paged dialect', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('paged');
  });
  afterAll(() => svc.close());

  it('pages jobs as a bare array with RFC 8288 Link headers, exposed to other origins', async () => {
    await svc.control('jobs/bulk', { count: 45 });
    const first = await svc.api('GET', '/v1/jobs');
    expect(arr(first.body)).toHaveLength(20);
    expect(first.headers.get('link')).toBe('</v1/jobs?page=2>; rel="next", </v1/jobs?page=3>; rel="last"');
    expect(first.headers.get('x-total-count')).toBe('45');
    expect(first.headers.get('access-control-expose-headers')).toMatch(/\bLink\b.*\bX-Next-Cursor\b/);
    const last = await svc.api('GET', '/v1/jobs?page=3');
    expect(arr(last.body)).toHaveLength(5);
    expect(last.headers.get('link')).toBeNull();
  });

  it('pages messages as {items, nextPageToken} and refuses a token it did not issue, naming the parameter', async () => {
    const id = str((await svc.api('POST', '/v1/sessions', { body: {} })).body, 'id');
    for (let i = 0; i < 25; i++) await svc.control(`sessions/${id}/messages`, { text: `note ${i}` });
    const first = await svc.api('GET', `/v1/sessions/${id}/messages`);
    expect(arr(first.body, 'items')).toHaveLength(20);
    const token = str(first.body, 'nextPageToken');
    const second = await svc.api('GET', `/v1/sessions/${id}/messages?pageToken=${token}`);
    expect(arr(second.body, 'items')).toHaveLength(5);
    expect(at(second.body, 'nextPageToken')).toBeUndefined();
    expect(at(arr(second.body, 'items')[0], 'content', '0', 'type')).toBe('output_text');

    const bogus = await svc.api('GET', `/v1/sessions/${id}/messages?pageToken=bogus`);
    expect(bogus.status).toBe(400);
    expect(bogus.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(at(bogus.body, 'errors', '0', 'parameter')).toBe('pageToken');

    const artifacts = await svc.api('GET', `/v1/sessions/${id}/artifacts`);
    expect(arr(artifacts.body, 'data')).toEqual([]);
    expect(artifacts.headers.get('x-next-cursor')).toBeNull();
  });

  it('answers a refused path with RFC 9457 problem details holding a JSON Pointer', async () => {
    const r = await svc.api('PATCH', `/v1/workflows/${WF_NESTED}/input`, {
      body: { input: { settings: { window: '1m' } }, version: 1 },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      type: 'https://agent-work.example/problems/bad_request',
      title: 'Bad Request',
      status: 400,
      errors: [{ pointer: '/input/settings/window' }],
    });
    const denied = await svc.api('POST', '/v1/jobs', { key: 'aws_demo_readonly', body: { message: 'x' } });
    expect(denied.status).toBe(403);
    expect(at(denied.body, 'missing_scope')).toBe('jobs:write');
  });

  it('frames events as Stripe-style objects over several data: lines with CRLF endings', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const req = request(`${svc.url}/v1/events`, {
        headers: { Authorization: `Bearer ${DEMO_KEY}`, Accept: 'text/event-stream' },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        void svc.api('POST', '/v1/jobs', { body: { message: 'frame me' } });
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (/"type": "job\.state_changed"[\s\S]*\r\n\r\n/.test(text)) {
            req.destroy();
            resolve(text);
          }
        });
      });
      req.end();
    });
    const block = raw.slice(raw.indexOf('data: {'));
    expect(block).toMatch(/^data: \{\r\ndata: {2}"id": "evt_/);
    expect(block.split('\r\n\r\n')[0]?.split('\r\n').length).toBeGreaterThan(5);
    expect(block.replace(/\r\n/g, '')).not.toMatch(/\n/);

    // The client's own parser reads it whole.
    const messages: EventSourceMessage[] = [];
    createParser({ onEvent: (m) => messages.push(m) }).feed(block);
    const event: unknown = JSON.parse(messages[0]?.data ?? '');
    expect(at(event, 'object')).toBe('event');
    expect(at(event, 'type')).toBe('job.state_changed');
    expect(str(event, 'data', 'object', 'id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
