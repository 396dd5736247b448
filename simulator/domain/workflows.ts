// Workflow input writes: validate the whole patch first (nothing changes on a 400), then a
// compare-and-swap loop. Each attempt re-reads the live input and version and re-applies the
// patch, so a stale client `version` still succeeds and other writers' paths survive; only a
// write that loses every attempt (forced by the contention switch) is refused with 409.
import type { JsonObject, WorkflowRecord } from '../store/types.ts';
import { applyMergePatch, isJsonObject, undeclaredPaths } from './merge-patch.ts';
import { HttpError } from '../http/errors.ts';

const CAS_ATTEMPTS = 5;

export interface WorkflowState {
  input: JsonObject;
  ui: JsonObject;
  version: number;
  ui_version: number;
}

export function workflowState(wf: WorkflowRecord, accountId: string): WorkflowState {
  return {
    input: structuredClone(wf.input),
    ui: structuredClone(wf.ui[accountId] ?? {}),
    version: wf.version,
    ui_version: wf.ui_version[accountId] ?? 0,
  };
}

/** Commits only if nobody wrote since `expectedVersion` was read; contention makes it always lose. */
function compareAndSwap(wf: WorkflowRecord, expectedVersion: number, next: JsonObject): boolean {
  if (wf.contention || wf.version !== expectedVersion) return false;
  wf.input = next;
  wf.version += 1;
  return true;
}

export function parsePatchBody(body: unknown): { patch: JsonObject; version: number } {
  if (!isJsonObject(body))
    throw HttpError.badRequest('The body must be a JSON object with input and version.');
  const { input, version } = body;
  if (!isJsonObject(input))
    throw HttpError.badRequest('input must be a JSON object (an RFC 7386 merge patch).', { path: 'input' });
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    throw HttpError.badRequest('version must be a non-negative integer: the version you read.', {
      path: 'version',
    });
  return { patch: input, version };
}

export function patchWorkflowInput(wf: WorkflowRecord, patch: JsonObject, clientVersion: number): void {
  if (clientVersion > wf.version)
    throw HttpError.badRequest(`version ${clientVersion} is newer than the live version ${wf.version}.`, {
      path: 'version',
    });
  const refused = undeclaredPaths(patch, wf.contract);
  const first = refused[0];
  if (first !== undefined)
    throw HttpError.badRequest(
      `The patch writes ${refused.join(', ')}, which the workflow's contract does not declare; nothing was changed.`,
      { path: first },
    );
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const readVersion = wf.version;
    const next = applyMergePatch(wf.input, patch);
    if (isJsonObject(next) && compareAndSwap(wf, readVersion, next)) return;
  }
  throw new HttpError(
    409,
    'conflict',
    `The write lost all ${CAS_ATTEMPTS} compare-and-swap attempts to other writers; read the state and try again.`,
  );
}

/** Another writer's edit (control endpoint): no contract check, version + 1. */
export function patchAsOtherWriter(wf: WorkflowRecord, patch: JsonObject): void {
  const next = applyMergePatch(wf.input, patch);
  if (isJsonObject(next)) {
    wf.input = next;
    wf.version += 1;
  }
}
