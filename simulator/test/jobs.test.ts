import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { startService, waitFor, type TestService } from './harness.ts';
import { listAll, readFrame, readMessage, RUNNING } from './dialect-reader.ts';
import { arr, at, str } from './json.ts';
import type { SseStream } from '../tools/sse-client.ts';

describe.each(DIALECTS)('jobs (%s)', (dialect) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService(dialect);
  });
  afterAll(() => svc.close());

  const statesOf = (stream: SseStream, jobId: string): string[] =>
    stream.frames
      .map((f) => readFrame(dialect, f))
      .filter((e) => e.type === 'job.state_changed' && e.id === jobId)
      .map((e) => e.jobState ?? '')
      .filter((s, i, all) => s !== all[i - 1]);
  const getJob = async (id: string): Promise<unknown> => (await svc.api('GET', `/v1/jobs/${id}`)).body;
  const dispatch = async (message: string): Promise<unknown> => {
    const r = await svc.api('POST', '/v1/jobs', { body: { message } });
    expect(r.status).toBe(201);
    return r.body;
  };
  const settledIn = (id: string, state: string): Promise<unknown> =>
    waitFor(async () => {
      const j = await getJob(id);
      return at(j, 'state') === state ? j : undefined;
    });

  it('returns a backlog job with the placeholder title and a real primary session', async () => {
    const job = await dispatch('Summarise the quarterly numbers');
    expect(at(job, 'state')).toBe('backlog');
    expect(at(job, 'title')).toBe('New job');
    expect(at(job, 'planning')).toBe(true);
    for (const f of [
      'id',
      'agent_id',
      'project_id',
      'primary_session_id',
      'description',
      'last_activity',
      'last_active_at',
      'created_at',
      'updated_at',
    ])
      expect(job).toHaveProperty(f);
    const messages = await listAll(svc, `/v1/sessions/${str(job, 'primary_session_id')}/messages`);
    expect(readMessage(dialect, messages[0]).text).toBe('Summarise the quarterly numbers');
  });

  it('gets a real title, runs, and ends done, emitting job.state_changed for each change', async () => {
    const stream = await svc.events();
    const job = await dispatch('summarise the quarterly numbers\nwith charts');
    const id = str(job, 'id');
    const done = await settledIn(id, 'done');
    expect(statesOf(stream, id)).toEqual(['backlog', RUNNING[dialect], 'done']);
    expect(at(done, 'title')).toBe('Summarise the quarterly numbers');
    expect(at(done, 'planning')).toBe(false);
    expect(at(done, 'last_activity')).toBe('Finished');
    expect(Date.parse(str(done, 'last_active_at'))).toBeGreaterThanOrEqual(
      Date.parse(str(job, 'last_active_at')),
    );
    const frames = stream.frames.map((f) => readFrame(dialect, f)).filter((e) => e.id === id);
    expect(frames.length).toBeGreaterThanOrEqual(4); // created, titled, running, done
    if (dialect === 'envelope')
      expect(Object.keys(frames[0]?.payload as object).sort()).toEqual(['job_id', 'state', 'type']);
    if (dialect === 'flat' || dialect === 'paged')
      expect(at(frames[1]?.payload, 'title')).toBe('Summarise the quarterly numbers');
    if (dialect === 'named')
      expect(at(frames[1]?.payload, 'job', 'title')).toBe('Summarise the quarterly numbers');
  });

  it('fails with a failure_reason, and holds in a state the spec does not list', async () => {
    const failed = await settledIn(str(await dispatch('please fail this one'), 'id'), 'failed');
    expect(str(failed, 'failure_reason').length).toBeGreaterThan(0);
    await settledIn(str(await dispatch('hold until approved'), 'id'), 'on_hold');
    const plain = await settledIn(str(await dispatch('a simple task'), 'id'), 'done');
    expect(at(plain, 'failure_reason')).toBeNull();
  });

  it('asks its question in the primary chat when ambiguous, and resumes to done on an answer', async () => {
    const stream = await svc.events();
    const job = await dispatch('deploy the app, ask me where');
    const id = str(job, 'id');
    const sessionId = str(job, 'primary_session_id');
    await settledIn(id, 'ambiguous');
    const question = (await listAll(svc, `/v1/sessions/${sessionId}/messages`))
      .map((m) => readMessage(dialect, m))
      .at(-1);
    expect(question?.role).toBe('assistant');
    expect(question?.text).toMatch(/1\. Production\s+2\. Staging\s+3\. Development/);
    const answer = await svc.api('POST', `/v1/sessions/${sessionId}/messages`, { body: { message: '2' } });
    expect(answer.status).toBe(202);
    expect(at(answer.body, 'running')).toBe(true);
    await settledIn(id, 'done');
    expect(statesOf(stream, id)).toEqual([
      'backlog',
      RUNNING[dialect],
      'ambiguous',
      RUNNING[dialect],
      'done',
    ]);
    const last = (await listAll(svc, `/v1/sessions/${sessionId}/messages`))
      .map((m) => readMessage(dialect, m))
      .at(-1);
    expect(last?.text).toContain('Staging');
  });

  it('lists jobs newest first across every page', async () => {
    await svc.control('reset', {});
    const bulk = await svc.control('jobs/bulk', { count: 45 });
    const ids = arr(bulk.body, 'ids').map((x) => String(x));
    const listed = (await listAll(svc, '/v1/jobs')).map((j) => str(j, 'id'));
    expect(listed).toEqual([...ids].reverse());
    const other = await listAll(svc, '/v1/jobs', 'aws_other_key');
    expect(other).toEqual([]);
  });

  it('lists jobs newest updated first once /__control/job-order says so, and a change moves its job to the top', async () => {
    await svc.control('reset', {});
    const ids = arr((await svc.control('jobs/bulk', { count: 45 })).body, 'ids').map((x) => String(x));
    expect((await svc.control('job-order', { by: 'sideways' })).status).toBe(400);
    expect((await svc.control('job-order', { by: 'updated' })).status).toBe(200);
    // Read once first, so the change below lands in a list already built.
    expect((await listAll(svc, '/v1/jobs')).map((j) => str(j, 'id'))).toEqual([...ids].reverse());
    const oldest = ids[0] ?? '';
    await new Promise((r) => setTimeout(r, 5)); // a later millisecond than the bulk's
    await svc.control(`jobs/${oldest}/state`, { state: 'failed' });
    const listed = (await listAll(svc, '/v1/jobs')).map((j) => str(j, 'id'));
    expect(listed).toEqual([oldest, ...ids.slice(1).reverse()]);
    const times = (await listAll(svc, '/v1/jobs')).map((j) => str(j, 'updated_at'));
    expect(times).toEqual(times.toSorted().reverse());
    // Back to creation order: the changed job is the oldest again.
    await svc.control('job-order', { by: 'created' });
    expect((await listAll(svc, '/v1/jobs')).map((j) => str(j, 'id')).at(-1)).toBe(oldest);
  });

  it('emits the unknown kanban.card_run.settled after every third settled job', async () => {
    const stream = await svc.events();
    const ids = [];
    for (const m of ['one', 'two', 'three']) ids.push(str(await dispatch(m), 'id'));
    for (const id of ids) await settledIn(id, 'done');
    await waitFor(() => stream.frames.some((f) => readFrame(dialect, f).type === 'kanban.card_run.settled'));
  });
});
