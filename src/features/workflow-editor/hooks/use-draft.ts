// The edit of one workflow's shared input: its text, what it parses to, the version it is based
// on, and the merge patch from that version to the edit. When a newer version arrives (a re-read
// on focus or on the timer), the edit is rebased onto it path by path.
import { useEffect, useMemo } from 'react';
import type { JsonObject, WorkflowState } from '@/lib/api/resources/workflow';
import { deepEqual, getAt, isJsonObject, pathKey } from '@/domain/workflows/json-path';
import { formatJson, parseJsonText } from '@/domain/workflows/json-text';
import { createMergePatch } from '@/domain/workflows/merge-patch';
import { rebaseEdit, type Conflict } from '@/domain/workflows/rebase';
import { useDraftActions, useWorkflowDraft, type DraftBase, type WorkflowDraft } from '../store/drafts-store';

export function useDraft(workflowId: string, state: WorkflowState) {
  const draft = useWorkflowDraft(workflowId);
  const actions = useDraftActions();
  const base: DraftBase = useMemo(
    () => draft?.base ?? { version: state.version, input: state.input },
    [draft?.base, state.version, state.input],
  );
  const text = draft?.text ?? formatJson(state.input);
  const parsed = useMemo(() => parseJsonText(text), [text]);
  const edit = parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
  const computed = useMemo(() => (edit ? createMergePatch(base.input, edit) : undefined), [edit, base.input]);

  useEffect(() => {
    if (!draft || state.version <= draft.base.version || !edit) return;
    const rebased = rebaseDraft(draft, edit, state);
    if (rebased) actions.replace(workflowId, rebased);
    else actions.discard(workflowId);
  }, [actions, draft, edit, state, workflowId]);

  return {
    draft,
    base,
    text,
    parsed,
    edit,
    patch: computed?.patch,
    problems: computed?.problems ?? [],
    conflicts: draft?.conflicts ?? [],
    /** A newer version exists but the edit is not valid JSON, so it cannot be brought in yet. */
    newerVersionWaiting: draft !== undefined && state.version > draft.base.version,
    setText: (next: string) => actions.edit(workflowId, next, base),
    setEdit: (next: JsonObject) => actions.edit(workflowId, formatJson(next), base),
  };
}

/** The draft rebased onto `state`; undefined when nothing of the edit is left to send. */
export function rebaseDraft(
  draft: WorkflowDraft,
  edit: JsonObject,
  state: WorkflowState,
): WorkflowDraft | undefined {
  const result = rebaseEdit(draft.base.input, state.input, edit);
  const fresh = new Set(result.conflicts.map((c) => pathKey(c.path)));
  // Conflicts still undecided from an earlier rebase stay, measured against the newest version.
  const earlier = draft.conflicts
    .filter((c) => !fresh.has(pathKey(c.path)))
    .map((c): Conflict => ({ ...c, theirs: getAt(state.input, c.path) }))
    .filter((c) => !deepEqual(c.theirs, getAt(result.merged, c.path)));
  const conflicts = [...result.conflicts, ...earlier];
  if (conflicts.length === 0 && deepEqual(result.merged, state.input)) return undefined;
  return {
    text: deepEqual(result.merged, edit) ? draft.text : formatJson(result.merged),
    base: { version: state.version, input: state.input },
    conflicts,
    notice: {
      fromVersion: draft.notice?.fromVersion ?? draft.base.version,
      toVersion: state.version,
      takenPaths: [...(draft.notice?.takenPaths ?? []), ...result.takenFromTheirs],
    },
    refusedPath: draft.refusedPath,
  };
}
