// Control endpoints for jobs: move one to a state, make many at once, and choose the order an
// account's list is served in.
import { updateJob } from '../agents/job-events.ts';
import { HttpError } from '../http/errors.ts';
import { BULK_JOBS_LIMIT } from '../http/limits.ts';
import { JOB_ORDERS, type JobOrder } from '../store/job-lists.ts';
import { jobView } from '../store/views.ts';
import { accountOf, optionalString, requiredString, type ControlRoute } from './control-body.ts';

export const jobControlRoutes: ControlRoute[] = [
  {
    method: 'POST',
    pattern: '/__control/jobs/:job_id/state',
    handle(ctx, params, body) {
      const job = ctx.rt.store.jobs.get(params['job_id'] ?? '');
      if (!job) throw HttpError.notFound('Job');
      const state = requiredString(body, 'state');
      const title = optionalString(body, 'title');
      const reason = optionalString(body, 'failure_reason');
      updateJob(ctx.rt, job, {
        state,
        planning: state === 'backlog',
        ...(title === undefined ? {} : { title }),
        ...(reason === undefined ? {} : { failure_reason: reason }),
      });
      return jobView(job);
    },
  },
  {
    method: 'POST',
    pattern: '/__control/jobs/bulk',
    handle(ctx, _params, body) {
      const count = body['count'];
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > BULK_JOBS_LIMIT)
        throw HttpError.badRequest(`count must be an integer from 1 to ${BULK_JOBS_LIMIT}.`, {
          path: 'count',
        });
      const account = ctx.rt.store.account(accountOf(ctx, body));
      if (!account) throw HttpError.notFound('Account');
      const state = optionalString(body, 'state') ?? 'done';
      const ids: string[] = [];
      for (let i = 1; i <= count; i++) {
        const title = `Bulk job ${i}`;
        const session = ctx.rt.store.createSession(account, { parent_kind: 'job', title });
        ctx.rt.store.addMessage(session, 'user', title);
        const job = ctx.rt.store.createJob(account, session, {
          state,
          title,
          description: title,
          planning: state === 'backlog',
          last_activity: state === 'done' ? 'Finished' : 'Created in bulk',
        });
        ids.push(job.id);
      }
      return { ids };
    },
  },
  {
    method: 'POST',
    pattern: '/__control/job-order',
    handle(ctx, _params, body) {
      const by = JOB_ORDERS.find((order): order is JobOrder => order === body['by']);
      if (!by) throw HttpError.badRequest(`by must be one of ${JOB_ORDERS.join(', ')}.`, { path: 'by' });
      const accountId = accountOf(ctx, body);
      ctx.rt.store.setJobOrder(accountId, by);
      return { account_id: accountId, by };
    },
  },
];
