import { describe, expect, it } from 'vitest';
import { effectsOf } from './effects';
import { readFrame } from './frames';

const job = {
  id: 'j1',
  state: 'done',
  title: 'Ship it',
  updated_at: '2026-01-01T00:00:00Z',
  primary_session_id: 's1',
};

describe('event table', () => {
  it.each([
    ['inline at the top level', { type: 'job.state_changed', ...job }],
    ['nested under job', { type: 'job.state_changed', job }],
    ['nested under data', { type: 'job.state_changed', data: job }],
  ])('writes a full job carried %s without a request', (_, payload) => {
    const [effect, ...rest] = effectsOf({ type: 'job.state_changed', payload });
    expect(effect).toMatchObject({ kind: 'write-job', job: { id: 'j1', state: 'done', title: 'Ship it' } });
    expect(rest).toEqual([]);
  });

  it('patches the state and re-reads a job from a partial frame', () => {
    expect(
      effectsOf({
        type: 'job.state_changed',
        payload: { type: 'job.state_changed', job_id: 'j1', state: 'failed' },
      }),
    ).toEqual([
      { kind: 'patch-job-state', jobId: 'j1', state: 'failed' },
      { kind: 'refresh-job', jobId: 'j1' },
    ]);
  });

  it('invalidates all jobs when a frame names no job', () => {
    expect(effectsOf({ type: 'job.state_changed', payload: {} })).toEqual([
      { kind: 'invalidate', queryKey: ['jobs'] },
    ]);
  });

  it('re-reads a settled chat and keeps the inline session', () => {
    const effects = effectsOf({
      type: 'session.settled',
      payload: { type: 'session.settled', session: { id: 's1', running: false } },
    });
    expect(effects).toEqual([
      { kind: 'write-session', session: expect.objectContaining({ id: 's1', running: false }) },
      { kind: 'invalidate', queryKey: ['sessions', 's1'] },
    ]);
    expect(effectsOf({ type: 'session.settled', payload: { session_id: 's2' } })).toContainEqual({
      kind: 'invalidate',
      queryKey: ['sessions', 's2'],
    });
  });

  it('adds an inline artifact revision, and re-reads the list when only ids come', () => {
    const inline = effectsOf({
      type: 'artifact.created',
      payload: {
        artifact_id: 'a1',
        session_id: 's1',
        artifact: { id: 'r2', artifact_id: 'a1', version: 2, title: 'Report', content: '# hi' },
      },
    });
    expect(inline).toEqual([
      {
        kind: 'add-artifact',
        sessionId: 's1',
        revision: expect.objectContaining({ revisionId: 'r2', version: 2 }),
      },
    ]);
    expect(effectsOf({ type: 'artifact.created', payload: { artifact_id: 'a1', session_id: 's1' } })).toEqual(
      [{ kind: 'invalidate', queryKey: ['sessions', 's1', 'artifacts'] }],
    );
  });

  it('changes nothing for an unknown type, and is not fooled by prototype names', () => {
    expect(effectsOf({ type: 'kanban.card_run.settled', payload: {} })).toEqual([
      { kind: 'log-unknown', type: 'kanban.card_run.settled' },
    ]);
    expect(effectsOf({ type: 'constructor', payload: {} })).toEqual([
      { kind: 'log-unknown', type: 'constructor' },
    ]);
  });
});

describe('readFrame', () => {
  it('uses the JSON type, or the event name when the data has none', () => {
    expect(readFrame({ data: '{"type":"a.b","x":1}', event: 'other' })).toEqual({
      type: 'a.b',
      payload: { type: 'a.b', x: 1 },
    });
    expect(readFrame({ data: '{"x":1}', event: 'job.state_changed' })?.type).toBe('job.state_changed');
  });
  it.each(['not json', '[1,2]', '42', '{"x":1}', 'null'])('drops %s without throwing', (data) => {
    expect(readFrame({ data })).toBeUndefined();
  });
});
