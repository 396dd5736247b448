// named: `{jobs|messages|artifacts: [...], next: "/v1/...?page=N" | null}`, author/text messages,
// `working`, named frames with the resource nested under its name, problem-style error bodies.
import type { DialectShapes } from './types.ts';
import { STATUS_TITLES } from '../http/errors.ts';
import { decodePage, pageAt } from './pagination.ts';
import { PAGE_SIZE } from './types.ts';
import { rawTypeOf, sseFrame } from './sse.ts';

export const named: DialectShapes = {
  name: 'named',
  runningState: 'working',
  list(items, req) {
    const pageNo = decodePage(req.query.get('page'));
    const page = pageAt(items, (pageNo - 1) * PAGE_SIZE);
    const next = new URLSearchParams(req.query);
    next.set('page', String(pageNo + 1));
    return {
      [req.kind]: page.items,
      next: page.nextOffset === null ? null : `${req.path}?${next.toString()}`,
    };
  },
  message: (m) => ({
    id: m.id,
    session_id: m.session_id,
    author: m.role === 'assistant' ? 'agent' : 'user',
    text: m.text,
    created_at: m.created_at,
  }),
  frame(event) {
    switch (event.type) {
      case 'job.state_changed':
        return sseFrame({ type: event.type, job: event.job }, event.type);
      case 'session.settled':
        return sseFrame({ type: event.type, session: event.session }, event.type);
      case 'artifact.created': {
        const { artifact_id, session_id } = event.artifact;
        return sseFrame({ type: event.type, artifact_id, session_id, artifact: event.artifact }, event.type);
      }
      case 'kanban.card_run.settled':
        return sseFrame({ type: event.type, card_run: event.card_run }, event.type);
    }
  },
  rawFrame: (frame) => sseFrame(frame, rawTypeOf(frame)),
  errorBody: (err) => ({
    title: STATUS_TITLES[err.status] ?? 'Error',
    status: err.status,
    detail: err.message,
    ...(err.details.path === undefined ? {} : { invalid_path: err.details.path }),
    ...(err.details.scope === undefined ? {} : { required_scope: err.details.scope }),
  }),
};
