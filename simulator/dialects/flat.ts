// flat: bare arrays (never paginated), role/content strings, `in_progress`, data-only frames with
// the resource inline beside `type`, and `{"error": message}` bodies.
import type { DialectShapes } from './types.ts';
import { sseFrame } from './sse.ts';

export const flat: DialectShapes = {
  name: 'flat',
  runningState: 'in_progress',
  list: (items) => items,
  message: (m) => ({
    id: m.id,
    session_id: m.session_id,
    role: m.role,
    content: m.text,
    created_at: m.created_at,
  }),
  frame(event) {
    switch (event.type) {
      case 'job.state_changed':
        return sseFrame({ type: event.type, ...event.job });
      case 'session.settled':
        return sseFrame({ type: event.type, ...event.session });
      case 'artifact.created':
        return sseFrame({ type: event.type, ...event.artifact });
      case 'kanban.card_run.settled':
        return sseFrame({ type: event.type, ...event.card_run });
    }
  },
  // flat frames never carry `event:` lines, raw ones included.
  rawFrame: (frame) => sseFrame(frame),
  errorBody: (err) => ({ error: err.message, ...err.details }),
};
