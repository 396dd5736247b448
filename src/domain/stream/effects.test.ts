import { describe, expect, it } from 'vitest';
import { effectsOf } from './effects';
import { eventOf, type StreamEvent } from '@/lib/events/frames';

const job = {
  id: 'j1',
  state: 'done',
  title: 'Ship it',
  updated_at: '2026-01-01T00:00:00Z',
  primary_session_id: 's1',
};

function event(frame: Record<string, unknown>, name?: string): StreamEvent {
  const parsed = eventOf(frame, name);
  if (!parsed) throw new Error('no event');
  return parsed;
}

describe('event table', () => {
  it.each([
    ['inline at the top level', { type: 'job.state_changed', ...job }],
    ['nested under job', { type: 'job.state_changed', job }],
    ['nested under data', { type: 'job.state_changed', data: job }],
    ['nested under data.object', { type: 'job.state_changed', id: 'evt_1', data: { object: job } }],
    ['nested under resource', { type: 'job.state_changed', resource: job }],
  ])('writes a full job carried %s without a request', (_, frame) => {
    const [effect, ...rest] = effectsOf(event(frame));
    expect(effect).toMatchObject({ kind: 'write-job', job: { id: 'j1', state: 'done', title: 'Ship it' } });
    expect(rest).toEqual([]);
  });

  it('patches the state and re-reads a job from a partial frame', () => {
    expect(effectsOf(event({ type: 'job.state_changed', job_id: 'j1', state: 'failed' }))).toEqual([
      { kind: 'patch-job-state', jobId: 'j1', state: 'failed' },
      { kind: 'refresh-job', jobId: 'j1' },
    ]);
    expect(effectsOf(event({ job_id: 7, new_state: 'done' }, 'job.state_changed'))).toEqual([
      { kind: 'patch-job-state', jobId: '7', state: 'done' },
      { kind: 'refresh-job', jobId: '7' },
    ]);
  });

  it('lets the frame’s own job_id win over a nested job.id, and then trusts only a re-read', () => {
    expect(
      effectsOf(
        event({ type: 'job.state_changed', job_id: 'j1', job: { ...job, id: 'j2', state: 'failed' } }),
      ),
    ).toEqual([{ kind: 'refresh-job', jobId: 'j1' }]);
  });

  it('invalidates all jobs when a frame names no job', () => {
    expect(effectsOf(event({ type: 'job.state_changed' }))).toEqual([
      { kind: 'invalidate', queryKey: ['jobs'] },
    ]);
  });

  it('re-reads a settled chat', () => {
    const effects = effectsOf(event({ type: 'session.settled', session: { id: 's1', running: false } }));
    expect(effects).toEqual([{ kind: 'invalidate', queryKey: ['sessions', 's1'] }]);
    expect(effectsOf(event({ type: 'session.settled', session_id: 's2' }))).toContainEqual({
      kind: 'invalidate',
      queryKey: ['sessions', 's2'],
    });
    expect(effectsOf(event({ type: 'session.settled', data: { object: { id: 's3' } } }))).toContainEqual({
      kind: 'invalidate',
      queryKey: ['sessions', 's3'],
    });
  });

  it('adds an inline artifact revision, and re-reads the list when only ids come', () => {
    const inline = effectsOf(
      event({
        type: 'artifact.created',
        artifact_id: 'a1',
        session_id: 's1',
        artifact: { id: 'r2', artifact_id: 'a1', version: 2, title: 'Report', content: '# hi' },
      }),
    );
    expect(inline).toEqual([
      {
        kind: 'add-artifact',
        chatId: 's1',
        revision: expect.objectContaining({ revisionId: 'r2', version: 2 }),
      },
    ]);
    expect(effectsOf(event({ type: 'artifact.created', artifact_id: 'a1', session_id: 's1' }))).toEqual([
      { kind: 'invalidate', queryKey: ['sessions', 's1', 'artifacts'] },
    ]);
    expect(effectsOf(event({ type: 'artifact.created', artifact_id: 'a1' }))).toEqual([
      { kind: 'invalidate', queryKey: ['sessions'] },
    ]);
  });

  it('changes nothing for an unknown type, and is not fooled by prototype names', () => {
    for (const type of ['kanban.card_run.settled', 'constructor', '__proto__', 'toString', 'other']) {
      expect(effectsOf(event({ type }))).toEqual([{ kind: 'log-unknown', type }]);
    }
  });
});
