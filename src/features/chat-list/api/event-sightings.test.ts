import { describe, expect, it } from 'vitest';
import { eventOf, type StreamEvent } from '@/lib/events/frames';
import { settledChatId } from '@/lib/events/frames';
import { chatSightingOf } from './event-sightings';

const ID = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

function event(frame: Record<string, unknown>): StreamEvent {
  const parsed = eventOf(frame);
  if (!parsed) throw new Error('no event');
  return parsed;
}

describe('chatSightingOf', () => {
  it('reads a session nested under `session` (named dialect)', () => {
    expect(
      chatSightingOf(event({ type: 'session.settled', session: { id: ID, title: 'Plan', status: 'idle' } })),
    ).toEqual({ id: ID, title: 'Plan', status: 'idle', running: false, projectId: undefined });
  });

  it('reads a session inline beside `type` (flat dialect)', () => {
    expect(
      chatSightingOf(event({ type: 'session.settled', id: ID, title: 'Inline', project_id: 'p' })),
    ).toMatchObject({ id: ID, title: 'Inline', projectId: 'p' });
  });

  it('reads only an id when that is all there is (envelope dialect)', () => {
    expect(chatSightingOf(event({ type: 'session.settled', session_id: ID }))).toMatchObject({
      id: ID,
      running: false,
    });
    expect(settledChatId(event({ type: 'session.settled', session_id: ID }))).toBe(ID);
  });

  it('reads a session under data.object', () => {
    expect(
      chatSightingOf(event({ type: 'session.settled', data: { object: { id: ID, title: 'S' } } })),
    ).toMatchObject({ id: ID, title: 'S', running: false });
  });

  it('says the turn is over in every dialect, the service’s own `running` winning', () => {
    const frames = [
      { type: 'session.settled', session: { id: ID, status: 'idle', running: false } },
      { type: 'session.settled', id: ID, status: 'idle' },
      { type: 'session.settled', session_id: ID },
    ];
    for (const frame of frames) expect(chatSightingOf(event(frame))?.running).toBe(false);
    expect(chatSightingOf(event({ type: 'artifact.created', session_id: ID }))?.running).toBeUndefined();
  });

  it('names the chat of an artifact, at the top level or nested', () => {
    expect(chatSightingOf(event({ type: 'artifact.created', artifact_id: 'a', session_id: ID }))).toEqual({
      id: ID,
    });
    expect(chatSightingOf(event({ type: 'artifact.created', artifact: { session_id: ID } }))).toEqual({
      id: ID,
    });
  });

  it('names the primary chat of a job', () => {
    expect(
      chatSightingOf(event({ type: 'job.state_changed', job: { id: 'j', primary_session_id: ID } })),
    ).toEqual({ id: ID });
    expect(
      chatSightingOf(event({ type: 'job.state_changed', id: 'j', state: 'done', primary_session_id: ID })),
    ).toEqual({ id: ID });
  });

  it('ignores other events and frames without a chat', () => {
    expect(chatSightingOf(event({ type: 'job.state_changed', session_id: ID }))).toBeUndefined();
    expect(chatSightingOf(event({ type: 'kanban.card_run.settled', session_id: ID }))).toBeUndefined();
    expect(chatSightingOf(event({ type: 'session.settled' }))).toBeUndefined();
    expect(settledChatId(event({ type: 'artifact.created', session_id: ID }))).toBeUndefined();
  });
});
