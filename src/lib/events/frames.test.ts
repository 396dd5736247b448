import { describe, expect, it } from 'vitest';
import { eventOf, readFrame } from './frames';

describe('readFrame', () => {
  it('uses the JSON type, or the event name when the data has none', () => {
    expect(readFrame({ data: '{"type":"a.b","x":1}', event: 'other' })).toEqual({
      type: 'other',
      name: 'a.b',
    });
    expect(readFrame({ data: '{"job_id":"j1"}', event: 'job.state_changed' })).toMatchObject({
      type: 'job.state_changed',
      jobId: 'j1',
    });
  });
  it.each(['not json', '[1,2]', '42', '{"x":1}', 'null', '"job.state_changed"'])(
    'drops %s without throwing',
    (data) => {
      expect(readFrame({ data })).toBeUndefined();
    },
  );
});

describe('eventOf: one typed event, whatever the payload shape', () => {
  const full = {
    id: 'j1',
    state: 'done',
    title: 'T',
    updated_at: '2026-01-01T00:00:00Z',
    primary_session_id: 's9',
  };
  it.each([
    ['inline', { type: 'job.state_changed', ...full }],
    ['under its name', { type: 'job.state_changed', job: full }],
    ['under data', { type: 'job.state_changed', data: full }],
    [
      'under data.object (Stripe)',
      { type: 'job.state_changed', id: 'evt_1', object: 'event', data: { object: full } },
    ],
    ['under resource', { type: 'job.state_changed', resource: full }],
  ])('reads a whole job carried %s', (_, frame) => {
    expect(eventOf(frame)).toMatchObject({
      type: 'job.state_changed',
      jobId: 'j1',
      state: 'done',
      primarySessionId: 's9',
      job: { id: 'j1', title: 'T' },
    });
  });

  it('reads a partial job: ids and a state under any of their names', () => {
    expect(eventOf({ type: 'job.state_changed', job_id: 'j1', state: 'failed' })).toEqual({
      type: 'job.state_changed',
      jobId: 'j1',
      state: 'failed',
    });
    expect(eventOf({ type: 'job.state_changed', job: { id: 'j1', to: 'done' } })).toMatchObject({
      jobId: 'j1',
      state: 'done',
    });
    expect(eventOf({ type: 'job.state_changed', data: { job_id: 'j1', new_state: 'x' } })).toMatchObject({
      jobId: 'j1',
      state: 'x',
    });
  });

  it('ignores values of the wrong type instead of dropping the frame', () => {
    expect(eventOf({ type: 'job.state_changed', job_id: 'j1', state: { no: 1 }, title: 5 })).toEqual({
      type: 'job.state_changed',
      jobId: 'j1',
      state: undefined,
    });
  });

  it('reads a session and an artifact from every carrier', () => {
    expect(eventOf({ type: 'session.settled', session: { id: 's1', title: 'Plan' } })).toMatchObject({
      sessionId: 's1',
      session: { id: 's1', title: 'Plan' },
    });
    expect(eventOf({ type: 'session.settled', data: { object: { id: 's1' } } })).toMatchObject({
      sessionId: 's1',
    });
    expect(eventOf({ type: 'artifact.created', data: { session_id: 's1', artifact_id: 'a' } })).toEqual({
      type: 'artifact.created',
      sessionId: 's1',
    });
    expect(
      eventOf({ type: 'artifact.created', session_id: 's1', artifact: { artifact_id: 'a', content: 'x' } }),
    ).toMatchObject({ sessionId: 's1', revision: { artifactId: 'a', content: 'x' } });
  });

  it('makes events of plain data that survive a structured clone (the relay to other tabs)', () => {
    const event = eventOf({ type: 'job.state_changed', job: full });
    expect(structuredClone(event)).toEqual(event);
  });
});
