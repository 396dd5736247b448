// PATCH /v1/workflows/{id}/input: the merge patch with the version it was computed from. The
// answer is the state read's shape; a wrapped one ({data}, {state}, {workflow}) is accepted, and
// an empty body is answered by reading the state again.
import { z } from 'zod';
import { apiFetch, apiRequest, parseWith, readJson } from '@/lib/api/client';
import { workflowStateSchema, type JsonObject, type WorkflowState } from '@/lib/api/resources/workflow';

const patchAnswerSchema = z.union([
  workflowStateSchema,
  z.looseObject({ data: workflowStateSchema }).transform((body) => body.data),
  z.looseObject({ state: workflowStateSchema }).transform((body) => body.state),
  z.looseObject({ workflow: workflowStateSchema }).transform((body) => body.workflow),
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
