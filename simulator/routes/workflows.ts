import type { Route } from '../http/router.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import { parsePatchBody, patchWorkflowInput, workflowState } from '../domain/workflows.ts';

export const workflowRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/workflows/:workflow_id/state',
    scope: 'workflows:read',
    handle({ res, account, params, ctx }) {
      const wf = ctx.rt.store.workflows.get(params['workflow_id'] ?? '');
      if (!wf) throw HttpError.notFound('Workflow');
      sendJson(res, 200, workflowState(wf, account.id));
    },
  },
  {
    method: 'PATCH',
    pattern: '/v1/workflows/:workflow_id/input',
    scope: 'workflows:write',
    async handle({ req, res, account, params, ctx }) {
      const body = await readJsonBody(req);
      const wf = ctx.rt.store.workflows.get(params['workflow_id'] ?? '');
      if (!wf) throw HttpError.notFound('Workflow');
      const { patch, version } = parsePatchBody(body);
      patchWorkflowInput(wf, patch, version);
      sendJson(res, 200, workflowState(wf, account.id));
    },
  },
];
