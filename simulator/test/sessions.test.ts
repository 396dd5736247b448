import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { DEMO_KEY, OTHER_KEY, startService, waitFor, type TestService } from './harness.ts';
import { listAll, readFrame, readMessage } from './dialect-reader.ts';
import { at, str } from './json.ts';

const SESSION_FIELDS = [
  'id',
  'agent_id',
  'created_at',
  'updated_at',
  'depth',
  'factcheck_enabled',
  'overlay_id',
  'parent_kind',
  'parent_schedule_id',
  'parent_session_id',
  'parent_user_id',
  'preamble',
  'project_id',
  'running',
  'source_card_id',
  'status',
  'title',
];

describe.each(DIALECTS)('sessions (%s)', (dialect) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService(dialect);
  });
  afterAll(() => svc.close());

  const newSession = async (key = DEMO_KEY): Promise<string> =>
    str((await svc.api('POST', '/v1/sessions', { key, body: {} })).body, 'id');

  /** Posts a message and resolves once its session.settled frame has arrived. */
  const converse = async (sessionId: string, message: string): Promise<void> => {
    const stream = await svc.events();
    const reply = await svc.api('POST', `/v1/sessions/${sessionId}/messages`, { body: { message } });
    expect(reply.status).toBe(202);
    await waitFor(() =>
      stream.frames.some((f) => {
        const e = readFrame(dialect, f);
        return e.type === 'session.settled' && e.id === sessionId;
      }),
    );
    stream.close();
  };

  it('creates a chat from no body, {} or {project_id}, filing it under the Default project when omitted', async () => {
    const bare = await svc.api('POST', '/v1/sessions');
    const empty = await svc.api('POST', '/v1/sessions', { body: {} });
    const project = '9a1b2c3d-0000-4000-8000-000000000001';
    const filed = await svc.api('POST', '/v1/sessions', { body: { project_id: project } });
    const other = await svc.api('POST', '/v1/sessions', { key: OTHER_KEY });
    for (const r of [bare, empty, filed, other]) {
      expect(r.status).toBe(201);
      for (const field of SESSION_FIELDS) expect(r.body).toHaveProperty(field);
      expect(at(r.body, 'running')).toBe(false);
    }
    expect(str(bare.body, 'project_id')).toBe(str(empty.body, 'project_id'));
    expect(str(filed.body, 'project_id')).toBe(project);
    expect(str(other.body, 'project_id')).not.toBe(str(bare.body, 'project_id'));
  });

  it('answers a message with 202 and running true, then settles with the reply appended', async () => {
    const id = await newSession();
    const stream = await svc.events();
    const posted = await svc.api('POST', `/v1/sessions/${id}/messages`, { body: { message: 'hello there' } });
    expect(posted.status).toBe(202);
    expect(at(posted.body, 'running')).toBe(true);
    expect(str(posted.body, 'id')).toBe(id);
    const settled = await waitFor(() =>
      stream.frames
        .map((f) => readFrame(dialect, f))
        .find((e) => e.type === 'session.settled' && e.id === id),
    );
    if (dialect === 'flat' || dialect === 'paged') expect(at(settled.payload, 'running')).toBe(false);
    if (dialect === 'named') expect(at(settled.payload, 'session', 'running')).toBe(false);
    if (dialect === 'envelope')
      expect(Object.keys(settled.payload as object).sort()).toEqual(['session_id', 'type']);
    const messages = (await listAll(svc, `/v1/sessions/${id}/messages`)).map((m) => readMessage(dialect, m));
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]?.text).toBe('hello there');
    expect(messages[1]?.text).toContain('hello there');
  });

  it('replies with markdown: headings, a list, a fenced code block and a link', async () => {
    const id = await newSession();
    await converse(id, 'show me some markdown');
    const reply =
      (await listAll(svc, `/v1/sessions/${id}/messages`)).map((m) => readMessage(dialect, m))[1]?.text ?? '';
    expect(reply).toMatch(/^# /m);
    expect(reply).toMatch(/^- /m);
    expect(reply).toContain('```ts');
    expect(reply).toMatch(/\[[^\]]+\]\(https:\/\//);
  });

  it('lists every artifact revision and never an upload', async () => {
    const id = await newSession();
    await converse(id, 'write an artifact please');
    await converse(id, 'revise it');
    await converse(id, 'now html, json and code');
    const form = new FormData();
    form.set('session_id', id);
    form.set('filename', 'notes.txt');
    form.set('content_type', 'text/plain');
    form.set('file', new Blob(['uploaded']), 'notes.txt');
    expect((await svc.api('POST', '/v1/files', { raw: form })).status).toBe(201);
    const artifacts = await listAll(svc, `/v1/sessions/${id}/artifacts`);
    expect(artifacts.map((a) => `${str(a, 'title')}@${String(at(a, 'version'))}`)).toEqual([
      'Report@1',
      'Report@2',
      'Preview@1',
      'Data@1',
      'snippet.ts@1',
    ]);
    expect(str(artifacts[0], 'artifact_id')).toBe(str(artifacts[1], 'artifact_id'));
    expect(artifacts.map((a) => at(a, 'kind'))).toEqual(['markdown', 'markdown', 'html', 'json', 'code']);
    expect(str(artifacts[2], 'content')).toContain('<script>');
  });

  it('writes image artifacts on "image": an SVG and a PNG, base64-encoded, that decode to real images', async () => {
    const id = await newSession();
    await converse(id, 'draw me an image');
    const artifacts = await listAll(svc, `/v1/sessions/${id}/artifacts`);
    expect(
      artifacts.map((a) => [
        str(a, 'title'),
        at(a, 'kind'),
        str(a, 'content_type'),
        str(a, 'filename'),
        at(a, 'encoding'),
      ]),
    ).toEqual([
      ['Diagram', 'image', 'image/svg+xml', 'diagram.svg', 'base64'],
      ['Thumbnail', 'image', 'image/png', 'thumbnail.png', 'base64'],
    ]);
    const svg = Buffer.from(str(artifacts[0], 'content'), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(svg).toContain('<script>');
    const png = Buffer.from(str(artifacts[1], 'content'), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([8, 8]);
  });

  it('paginates messages so that walking every page yields each message once, in order', async () => {
    const id = await newSession();
    for (let i = 0; i < 45; i++) await svc.control(`sessions/${id}/messages`, { text: `note ${i}` });
    const texts = (await listAll(svc, `/v1/sessions/${id}/messages`)).map(
      (m) => readMessage(dialect, m).text,
    );
    expect(texts).toEqual(Array.from({ length: 45 }, (_, i) => `note ${i}`));
    if (dialect === 'named') {
      const first = await svc.api('GET', `/v1/sessions/${id}/messages`);
      expect(at(first.body, 'next')).toBe(`/v1/sessions/${id}/messages?page=2`);
    }
  });
});
