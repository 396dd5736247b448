import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { OTHER_ACCOUNT, OTHER_KEY, startService, waitFor, type TestService } from './harness.ts';
import { readFrame } from './dialect-reader.ts';
import { at, str } from './json.ts';

describe.each(DIALECTS)('events (%s)', (dialect) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService(dialect);
  });
  afterAll(() => svc.close());

  it('opens at once with text/event-stream and a first comment, then heartbeats with comments', async () => {
    const stream = await svc.events();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-cache');
    await waitFor(() => stream.comments.length >= 1, 500);
    await waitFor(() => stream.comments.some((c) => c === 'heartbeat'), 2000); // 15 s ÷ speed 20
    expect(stream.frames).toEqual([]);
  });

  it('is account-wide and never shows another account’s events', async () => {
    const mine = await svc.events();
    const theirs = await svc.events(OTHER_KEY);
    const job = str((await svc.api('POST', '/v1/jobs', { body: { message: 'isolated work' } })).body, 'id');
    const session = str((await svc.api('POST', '/v1/sessions')).body, 'id');
    await svc.api('POST', `/v1/sessions/${session}/messages`, { body: { message: 'an artifact please' } });
    await waitFor(() =>
      mine.frames
        .map((f) => readFrame(dialect, f))
        .some((e) => e.type === 'job.state_changed' && e.id === job && e.jobState === 'done'),
    );
    await waitFor(() =>
      mine.frames
        .map((f) => readFrame(dialect, f))
        .some((e) => e.type === 'session.settled' && e.id === session),
    );
    const theirJob = str(
      (await svc.api('POST', '/v1/jobs', { key: OTHER_KEY, body: { message: 'theirs' } })).body,
      'id',
    );
    await waitFor(() => theirs.frames.some((f) => readFrame(dialect, f).id === theirJob));
    expect(theirs.frames.map((f) => readFrame(dialect, f).id)).not.toContain(job);
    expect(theirs.frames.map((f) => readFrame(dialect, f).id)).not.toContain(session);
    expect(mine.frames.map((f) => readFrame(dialect, f).id)).not.toContain(theirJob);
    const artifact = mine.frames.map((f) => readFrame(dialect, f)).find((e) => e.type === 'artifact.created');
    expect(at(artifact?.payload, 'session_id')).toBe(session);
    if (dialect === 'envelope')
      expect(Object.keys(artifact?.payload as object).sort()).toEqual(['artifact_id', 'session_id', 'type']);
    if (dialect === 'flat' || dialect === 'paged') expect(at(artifact?.payload, 'title')).toBe('Report');
    if (dialect === 'named') expect(at(artifact?.payload, 'artifact', 'title')).toBe('Report');
  });

  it('does not replay: Last-Event-ID is ignored and frames carry no ids', async () => {
    const first = await svc.events();
    const job = str((await svc.api('POST', '/v1/jobs', { body: { message: 'replay me' } })).body, 'id');
    await waitFor(() => first.frames.some((f) => readFrame(dialect, f).jobState === 'done'));
    expect(first.frames.every((f) => f.id === undefined)).toBe(true);
    const late = await svc.events(undefined, { 'Last-Event-ID': '1' });
    expect(late.status).toBe(200);
    await svc.control('events', { frame: { type: 'probe' } });
    await waitFor(() => late.frames.length > 0);
    expect(late.frames.map((f) => readFrame(dialect, f).id)).not.toContain(job);
  });

  it('sends control frames raw and unknown event types framed the dialect’s way', async () => {
    const stream = await svc.events(OTHER_KEY);
    const sent = await svc.control('events', {
      account_id: OTHER_ACCOUNT,
      frame: { type: 'kanban.card_run.settled', card_id: 'c1' },
    });
    expect(at(sent.body, 'streams')).toBeGreaterThanOrEqual(1);
    const frame = await waitFor(() => stream.frames[0]);
    expect(JSON.parse(frame.data)).toEqual({ type: 'kanban.card_run.settled', card_id: 'c1' });
    expect(frame.event).toBe(
      dialect === 'flat' || dialect === 'paged' ? undefined : 'kanban.card_run.settled',
    );
  });

  it('closes every stream on drop-streams and counts open streams per account', async () => {
    await svc.control('drop-streams', {});
    const a = await svc.events();
    const b = await svc.events(OTHER_KEY);
    await waitFor(async () => at((await svc.control('streams')).body, 'total') === 2);
    const dropped = await svc.control('drop-streams', {});
    expect(at(dropped.body, 'dropped')).toBe(2);
    await Promise.all([a.closed, b.closed]);
    expect(at((await svc.control('streams')).body, 'total')).toBe(0);
  });
});
