// PATCH /v1/workflows/{id}/input: the merge patch with the version it was computed from. The
// answer is the state read's shape; a wrapped one ({data}, {state}, {workflow}) is accepted, and
// an empty body is answered by reading the state again. On success the state in the cache is the
// one the service answered with; a 400 (a refused path) re-reads it.
import { mutationOptions } from '@tanstack/react-query';
import * as v from '@/lib/valibot';
import { apiFetch, apiRequest, parseWith, readJson } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { workflowQueries } from '@/lib/api/queries/workflows';
import { workflowStateSchema, type JsonObject, type WorkflowState } from '@/lib/api/resources/workflow';

const patchAnswerSchema = v.union([
  workflowStateSchema,
  v.pipe(
    v.looseObject({ data: workflowStateSchema }),
    v.transform((body: { data: WorkflowState }) => body.data),
  ),
  v.pipe(
    v.looseObject({ state: workflowStateSchema }),
    v.transform((body: { state: WorkflowState }) => body.state),
  ),
  v.pipe(
    v.looseObject({ workflow: workflowStateSchema }),
    v.transform((body: { workflow: WorkflowState }) => body.workflow),
  ),
]);

export interface PatchInputRequest {
  patch: JsonObject;
  version: number;
}

export const patchInputMutation = <TRequest extends PatchInputRequest>(workflowId: string) =>
  mutationOptions({
    mutationKey: [...workflowQueries.all(), workflowId, 'patch-input'] as const,
    mutationFn: ({ patch, version }: TRequest) => patchWorkflowInput(workflowId, patch, version),
    onSuccess: (next, _request, _onMutateResult, { client }) =>
      client.setQueryData(workflowQueries.state(workflowId).queryKey, next),
    onError: (error, _request, _onMutateResult, { client }) => {
      if (isApiError(error) && error.status === 400)
        void client.invalidateQueries({ queryKey: workflowQueries.state(workflowId).queryKey });
    },
  });

async function patchWorkflowInput(
  workflowId: string,
  patch: JsonObject,
  version: number,
): Promise<WorkflowState> {
  const path = `/v1/workflows/${encodeURIComponent(workflowId)}/input`;
  const response = await apiFetch(path, { method: 'PATCH', json: { input: patch, version } });
  const body = await readJson(response);
  if (body === undefined)
    return apiRequest(workflowStateSchema, `/v1/workflows/${encodeURIComponent(workflowId)}/state`);
  return parseWith(patchAnswerSchema, body, `PATCH ${path}`);
}
