// PATCH /v1/workflows/{id}/input: the merge patch with the version it was computed from. The
// answer is the state read's shape; a wrapped one ({data}, {state}, {workflow}) is accepted, and
// an empty body is answered by reading the state again.
import { z } from '@/lib/zod';
import { apiFetch, apiRequest, parseWith, readJson } from '@/lib/api/client';
import { workflowStateSchema, type JsonObject, type WorkflowState } from '@/lib/api/resources/workflow';

const patchAnswerSchema = z.union([
  workflowStateSchema,
  z.pipe(
    z.looseObject({ data: workflowStateSchema }),
    z.transform((body: { data: WorkflowState }) => body.data),
  ),
  z.pipe(
    z.looseObject({ state: workflowStateSchema }),
    z.transform((body: { state: WorkflowState }) => body.state),
  ),
  z.pipe(
    z.looseObject({ workflow: workflowStateSchema }),
    z.transform((body: { workflow: WorkflowState }) => body.workflow),
  ),
]);

export interface PatchInputRequest {
  workflowId: string;
  patch: JsonObject;
  version: number;
}

export async function patchWorkflowInput({
  workflowId,
  patch,
  version,
}: PatchInputRequest): Promise<WorkflowState> {
  const path = `/v1/workflows/${encodeURIComponent(workflowId)}/input`;
  const response = await apiFetch(path, { method: 'PATCH', json: { input: patch, version } });
  const body = await readJson(response);
  if (body === undefined)
    return apiRequest(workflowStateSchema, `/v1/workflows/${encodeURIComponent(workflowId)}/state`);
  return parseWith(patchAnswerSchema, body, `PATCH ${path}`);
}
