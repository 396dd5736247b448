// Sends the merge patch with the version it was computed from (api/patch-input). On success the
// edit's base becomes the new state (anything typed while the write was in flight is kept, rebased
// on it); a 400 marks the refused path; a 409 keeps everything for a retry.
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import type { JsonObject } from '@/lib/api/resources/workflow';
import { patchInputMutation } from '../api/patch-input';
import { isJsonObject } from '@/domain/workflows/json-path';
import { parseJsonText } from '@/domain/workflows/json-text';
import { useDraftActions, useDraftsStore } from '../store/drafts-store';
import { rebaseDraft } from './use-draft';
import { own } from '@/lib/prototype-safe-records';

export interface ApplyRequest {
  patch: JsonObject;
  version: number;
  /** The edit the patch was computed from, and its text. */
  edit: JsonObject;
  text: string;
}

export function useApplyPatch(workflowId: string) {
  const actions = useDraftActions();

  return useMutation({
    ...patchInputMutation<ApplyRequest>(workflowId),
    onMutate: () => actions.setRefusedPath(workflowId, undefined),
    // The draft is client state: it follows the answer once the cache holds the new state.
    onSettled: (next, error, sent) => {
      if (error) {
        if (isApiError(error) && error.status === 400) actions.setRefusedPath(workflowId, error.path);
        return;
      }
      if (!next) return;
      const current = own(useDraftsStore.getState().drafts, workflowId);
      const parsed = current ? parseJsonText(current.text) : undefined;
      const savedBase = { version: next.version, input: next.input };
      if (!current || current.text === sent.text) {
        actions.discard(workflowId);
      } else if (!parsed?.ok || !isJsonObject(parsed.value)) {
        actions.replace(workflowId, { ...current, base: savedBase, conflicts: [], notice: undefined });
      } else {
        // Typed while the write was in flight: keep it, as a change on top of what was saved.
        const inFlight = { ...current, base: { version: sent.version, input: sent.edit }, notice: undefined };
        const rebased = rebaseDraft(inFlight, parsed.value, next);
        if (rebased) actions.replace(workflowId, { ...rebased, notice: undefined });
        else actions.discard(workflowId);
      }
    },
  });
}
