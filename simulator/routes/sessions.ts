import type { Route } from '../http/router.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/body.ts';
import { sendJson, sendList } from '../http/respond.ts';
import { sessionView } from '../store/views.ts';
import { messageField, objectBody, optionalProjectId } from './validate.ts';

export const sessionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/sessions',
    scope: 'sessions:write',
    async handle({ req, res, account, ctx }) {
      const body = objectBody(await readJsonBody(req), true);
      const projectId = optionalProjectId(body);
      const session = ctx.rt.store.createSession(account, projectId ? { project_id: projectId } : {});
      sendJson(res, 201, sessionView(session));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/sessions/:session_id/messages',
    scope: 'sessions:write',
    async handle({ req, res, account, params, ctx }) {
      const body = objectBody(await readJsonBody(req), false);
      const message = messageField(body);
      const session = ctx.rt.store.session(account.id, params['session_id'] ?? '');
      if (!session) throw HttpError.notFound('Session');
      ctx.chat.post(session, message);
      sendJson(res, 202, sessionView(session));
    },
  },
  {
    method: 'GET',
    pattern: '/v1/sessions/:session_id/messages',
    scope: 'sessions:read',
    handle({ res, url, account, params, ctx }) {
      const { store, dialect } = ctx.rt;
      const id = params['session_id'] ?? '';
      if (!store.session(account.id, id)) throw HttpError.notFound('Session');
      const items = (store.messages.get(id) ?? []).map((m) => dialect.message(m));
      sendList(res, dialect, items, { kind: 'messages', path: url.pathname, query: url.searchParams });
    },
  },
  {
    method: 'GET',
    pattern: '/v1/sessions/:session_id/artifacts',
    scope: 'sessions:read',
    handle({ res, url, account, params, ctx }) {
      const { store, dialect } = ctx.rt;
      const id = params['session_id'] ?? '';
      if (!store.session(account.id, id)) throw HttpError.notFound('Session');
      const items = store.artifacts.get(id) ?? [];
      sendList(res, dialect, items, { kind: 'artifacts', path: url.pathname, query: url.searchParams });
    },
  },
];
