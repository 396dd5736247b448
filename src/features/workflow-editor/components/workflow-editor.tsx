// The editor of one workflow's shared input: text and tree in step, the exact patch, applying it,
// and what happens when it goes wrong or when someone else saved meanwhile.
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { WorkflowState } from '@/lib/api/resources/workflow';
import { useApplyPatch } from '../hooks/use-apply-patch';
import { useDraft } from '../hooks/use-draft';
import { useSettleFocus } from '../hooks/use-settle-focus';
import { editorProblems, treeMarks } from '../lib/editor-marks';
import { pathKey } from '@/domain/workflows/json-path';
import { takeTheirs } from '@/domain/workflows/rebase';
import { useDraftActions } from '../store/drafts-store';
import { ApplyFeedback } from './apply-feedback';
import { ChangedElsewhere } from './changed-elsewhere';
import { JsonCodeEditor } from './json-code-editor';
import { PatchPreview } from './patch-preview';
import { PrivateUiState } from './private-ui-state';
import { ProblemList } from './problem-list';
import { JsonTree } from './tree/json-tree';

const FREE_FORM = new Set([pathKey(['scratch'])]);

export function WorkflowEditor({ workflowId, state }: { workflowId: string; state: WorkflowState }) {
  const draft = useDraft(workflowId, state);
  const actions = useDraftActions();
  const apply = useApplyPatch(workflowId);
  const [reviewing, setReviewing] = useState(false);
  const previewRef = useRef<HTMLElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const problemsId = useId();
  const noteSend = useSettleFocus(apply, feedbackRef);
  // "Review changes" always shows the preview (a second press does not hide it: the contract's
  // button shows it, and a toggle would hide the patch from whoever presses it again to see it).
  const review = () => {
    setReviewing(true);
    requestAnimationFrame(() => previewRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const problems = useMemo(
    () =>
      editorProblems({
        parsed: draft.parsed,
        problems: draft.problems,
        refusedPath: draft.draft?.refusedPath,
        conflicts: draft.conflicts,
      }),
    [draft.parsed, draft.problems, draft.draft?.refusedPath, draft.conflicts],
  );
  const marks = useMemo(() => treeMarks(problems), [problems]);
  const editorMarks = useMemo(
    () => problems.map(({ from, to, message, severity }) => ({ from, to, message, severity })),
    [problems],
  );

  const blocked = !draft.edit
    ? 'the text is not a valid JSON object.'
    : draft.problems.length > 0
      ? 'a merge patch cannot store null; see the marked places.'
      : draft.conflicts.length > 0
        ? 'choose theirs or yours for each path changed elsewhere.'
        : undefined;
  const empty = draft.patch !== undefined && Object.keys(draft.patch).length === 0;
  const canApply = !blocked && !empty && !apply.isPending;

  const send = () => {
    if (!draft.patch || !draft.edit || blocked) return;
    noteSend();
    // The preview showed the patch just sent; once saved it is stale, so it closes and the next
    // "Review changes" opens on the patch of whatever is edited next.
    apply.mutate(
      { patch: draft.patch, version: draft.base.version, edit: draft.edit, text: draft.text },
      {
        onSuccess: () => setReviewing(false),
      },
    );
  };
  // "Saved — version N" must never describe an edit that is not saved: a new edit clears it.
  const edited =
    <T,>(change: (next: T) => void) =>
    (next: T) => {
      if (apply.isSuccess) apply.reset();
      change(next);
    };

  return (
    <div className="grid gap-4">
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-sm">
          <span className="font-medium">Version {state.version}</span>
          {draft.base.version !== state.version ? (
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              · your edit is based on version {draft.base.version}
            </span>
          ) : null}
          {draft.draft ? (
            <span className="text-slate-600 dark:text-slate-400"> · unsaved edit (kept on this device)</span>
          ) : null}
        </p>
        <ChangedElsewhere
          notice={draft.draft?.notice}
          conflicts={draft.conflicts}
          waitingVersion={draft.newerVersionWaiting ? state.version : undefined}
          onTakeTheirs={edited(
            (conflict) =>
              draft.edit &&
              actions.decide(workflowId, conflict, JSON.stringify(takeTheirs(draft.edit, conflict), null, 2)),
          )}
          onKeepMine={edited((conflict) => actions.decide(workflowId, conflict, draft.text))}
          onDismiss={() => actions.dismissNotice(workflowId)}
        />
        <div className="grid gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <h2 className="text-sm font-semibold">
              Shared input <span className="font-normal text-slate-600 dark:text-slate-400">(JSON)</span>
            </h2>
            <JsonCodeEditor
              value={draft.text}
              onChange={edited(draft.setText)}
              marks={editorMarks}
              describedBy={problemsId}
            />
            <ProblemList id={problemsId} problems={problems} />
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <h2 className="text-sm font-semibold">Tree</h2>
            <div className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
              {draft.edit ? (
                <JsonTree
                  value={draft.edit}
                  onChange={edited(draft.setEdit)}
                  marks={marks}
                  freeForm={FREE_FORM}
                />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  The tree returns when the text is a valid JSON object again.
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button ref={reviewRef} variant="secondary" onClick={review}>
            Review changes
          </Button>
          <Button onClick={send} disabled={!canApply} aria-describedby={`${problemsId}-apply`}>
            {apply.isPending ? 'Applying…' : 'Apply patch'}
          </Button>
          {draft.draft ? (
            <Button variant="ghost" onClick={() => actions.discard(workflowId)}>
              Discard edit
            </Button>
          ) : null}
          <span id={`${problemsId}-apply`} className="text-xs text-slate-600 dark:text-slate-400">
            {blocked
              ? `Apply is off: ${blocked}`
              : empty
                ? 'No changes to apply.'
                : `Sends the patch with version ${draft.base.version}.`}
          </span>
        </div>
        <div ref={feedbackRef} className="flex flex-col gap-2">
          <ApplyFeedback
            savedVersion={apply.isSuccess ? apply.data.version : undefined}
            laterEdit={draft.draft !== undefined}
            error={apply.error}
            onRetry={send}
            retryDisabled={!canApply}
          />
        </div>
        {reviewing ? (
          <PatchPreview
            ref={previewRef}
            patch={draft.patch}
            version={draft.base.version}
            blocked={blocked}
            onClose={() => {
              setReviewing(false);
              reviewRef.current?.focus(); // "Hide preview" goes with the preview
            }}
          />
        ) : null}
      </div>
      <aside className="min-w-0">
        <PrivateUiState ui={state.ui} uiVersion={state.ui_version} />
      </aside>
    </div>
  );
}
