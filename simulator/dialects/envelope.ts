// envelope: `{data, has_more, next_cursor}` pages of 20, content parts, `running`, named frames
// carrying only ids and the new state (clients must re-read), nested `{error: {code, ...}}` bodies.
import type { DialectShapes } from './types.ts';
import { decodeCursor, encodeCursor, pageAt } from './pagination.ts';
import { rawTypeOf, sseFrame } from './sse.ts';

export const envelope: DialectShapes = {
  name: 'envelope',
  runningState: 'running',
  list(items, req) {
    const page = pageAt(items, decodeCursor(req.query.get('cursor')));
    return {
      data: page.items,
      has_more: page.nextOffset !== null,
      next_cursor: page.nextOffset === null ? null : encodeCursor(page.nextOffset),
    };
  },
  message: (m) => ({
    id: m.id,
    session_id: m.session_id,
    role: m.role,
    content: [{ type: 'text', text: m.text }],
    created_at: m.created_at,
  }),
  frame(event) {
    switch (event.type) {
      case 'job.state_changed':
        return sseFrame({ type: event.type, job_id: event.job.id, state: event.job.state }, event.type);
      case 'session.settled':
        return sseFrame({ type: event.type, session_id: event.session.id }, event.type);
      case 'artifact.created': {
        const { artifact_id, session_id } = event.artifact;
        return sseFrame({ type: event.type, artifact_id, session_id }, event.type);
      }
      case 'kanban.card_run.settled':
        return sseFrame(
          { type: event.type, card_run_id: event.card_run.id, state: event.card_run.state },
          event.type,
        );
    }
  },
  rawFrame: (frame) => sseFrame(frame, rawTypeOf(frame)),
  errorBody: (err) => ({ error: { code: err.code, message: err.message, details: { ...err.details } } }),
};
