import { describe, expect, it } from 'vitest';
import { chatSightingOf, settledChatId } from './event-sightings';

const ID = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

describe('chatSightingOf', () => {
  it('reads a session nested under `session` (named dialect)', () => {
    expect(
      chatSightingOf({
        type: 'session.settled',
        payload: { type: 'session.settled', session: { id: ID, title: 'Plan', status: 'idle' } },
      }),
    ).toEqual({ id: ID, title: 'Plan', status: 'idle', running: false, project_id: undefined });
  });

  it('reads a session inline beside `type` (flat dialect)', () => {
    expect(
      chatSightingOf({
        type: 'session.settled',
        payload: { type: 'session.settled', id: ID, title: 'Inline', project_id: 'p' },
      }),
    ).toMatchObject({ id: ID, title: 'Inline', project_id: 'p' });
  });

  it('reads only an id when that is all there is (envelope dialect)', () => {
    expect(
      chatSightingOf({ type: 'session.settled', payload: { type: 'session.settled', session_id: ID } }),
    ).toMatchObject({ id: ID, running: false });
    expect(settledChatId({ type: 'session.settled', payload: { session_id: ID } })).toBe(ID);
  });

  it('says the turn is over in every dialect, the service’s own `running` winning', () => {
    const frames = [
      {
        type: 'session.settled',
        payload: { type: 'session.settled', session: { id: ID, status: 'idle', running: false } },
      },
      { type: 'session.settled', payload: { type: 'session.settled', id: ID, status: 'idle' } },
      { type: 'session.settled', payload: { type: 'session.settled', session_id: ID } },
    ];
    for (const frame of frames) expect(chatSightingOf(frame)?.running).toBe(false);
    expect(
      chatSightingOf({ type: 'artifact.created', payload: { session_id: ID } })?.running,
    ).toBeUndefined();
  });

  it('names the chat of an artifact, at the top level or nested', () => {
    expect(
      chatSightingOf({ type: 'artifact.created', payload: { artifact_id: 'a', session_id: ID } }),
    ).toEqual({ id: ID });
    expect(chatSightingOf({ type: 'artifact.created', payload: { artifact: { session_id: ID } } })).toEqual({
      id: ID,
    });
  });

  it('names the primary chat of a job', () => {
    expect(
      chatSightingOf({ type: 'job.state_changed', payload: { job: { id: 'j', primary_session_id: ID } } }),
    ).toEqual({ id: ID });
    expect(
      chatSightingOf({
        type: 'job.state_changed',
        payload: { id: 'j', state: 'done', primary_session_id: ID },
      }),
    ).toEqual({ id: ID });
  });

  it('ignores other events and frames without a chat', () => {
    expect(chatSightingOf({ type: 'job.state_changed', payload: { session_id: ID } })).toBeUndefined();
    expect(chatSightingOf({ type: 'kanban.card_run.settled', payload: { session_id: ID } })).toBeUndefined();
    expect(chatSightingOf({ type: 'session.settled', payload: {} })).toBeUndefined();
    expect(settledChatId({ type: 'artifact.created', payload: { session_id: ID } })).toBeUndefined();
  });
});
