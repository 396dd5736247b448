import type { Route } from '../http/router.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/body.ts';
import { sendJson, sendList } from '../http/respond.ts';
import { jobView } from '../store/views.ts';
import { messageField, objectBody, optionalProjectId } from './validate.ts';

export const jobRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/jobs',
    scope: 'jobs:write',
    async handle({ req, res, account, ctx }) {
      const body = objectBody(await readJsonBody(req), false);
      const message = messageField(body);
      const job = ctx.jobs.dispatch(account, message, optionalProjectId(body));
      sendJson(res, 201, jobView(job));
    },
  },
  {
    method: 'GET',
    pattern: '/v1/jobs',
    scope: 'jobs:read',
    handle({ res, url, account, ctx }) {
      const { store, dialect } = ctx.rt;
      const items = store.jobList(account.id);
      sendList(res, dialect, items, { kind: 'jobs', path: url.pathname, query: url.searchParams });
    },
  },
  {
    method: 'GET',
    pattern: '/v1/jobs/:job_id',
    scope: 'jobs:read',
    handle({ res, account, params, ctx }) {
      const job = ctx.rt.store.job(account.id, params['job_id'] ?? '');
      if (!job) throw HttpError.notFound('Job');
      sendJson(res, 200, jobView(job));
    },
  },
];
