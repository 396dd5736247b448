// The ways to answer: one button per choice the question offers (keys 1–9 too), and a free
// "Answer" box. While a send is out everything is disabled, so nothing goes twice; a failed send
// keeps its text and offers Retry.
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { Job } from '@/lib/api/resources/job';
import { useAnswerJob } from '../api/answer-job';
import { useChoiceKeys } from '../hooks/use-choice-keys';
import { useAnswerActions, useAnswerDraft, useAnswerProgress } from '../store/answer-store';
import { NEEDS_INPUT } from '@/lib/api/resources/job-states';

export function AnswerForm({ job, choices }: { job: Job; choices: readonly string[] }) {
  const answer = useAnswerJob(job);
  const progress = useAnswerProgress(job.id);
  const draft = useAnswerDraft(job.id);
  const { setDraft } = useAnswerActions();
  const busy = progress?.status === 'sending';
  const answered = progress?.status === 'sent' && progress.stateAtSend === job.state;
  const canSend = job.state === NEEDS_INPUT && !busy && !answered && job.primary_session_id !== undefined;
  useChoiceKeys(choices, (choice) => void answer(choice), canSend);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button that was pressed is disabled, then gone: focus would drop to <body>, out of the
  // panel (and out of reach of its Escape). Keep it here, on the status, unless the person moved on.
  useEffect(() => {
    if (!busy && !answered) return;
    const active = document.activeElement;
    if (
      active === null ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled)
    )
      statusRef.current?.focus();
  }, [busy, answered]);

  if (answered) {
    return (
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="rounded-md outline-none bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        Answered — waiting for the agent
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) void answer(draft);
  };
  return (
    <div className="flex flex-col gap-3">
      {choices.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs text-slate-600 dark:text-slate-300">
            Pick a choice (keys 1–{choices.length}):
          </p>
          <ul className="flex flex-wrap gap-2">
            {choices.map((choice, index) => (
              <li key={choice}>
                <Button variant="secondary" disabled={!canSend} onClick={() => void answer(choice)}>
                  <kbd
                    aria-hidden="true"
                    className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600"
                  >
                    {index + 1}
                  </kbd>
                  {choice}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Answer
          <textarea
            value={draft}
            rows={3}
            onChange={(event) => setDraft(job.id, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <div className="flex items-center gap-2">
          <Button type="submit" disabled={!canSend || draft.trim() === ''}>
            {busy ? 'Sending…' : 'Send answer'}
          </Button>
          {busy ? (
            <p
              ref={statusRef}
              tabIndex={-1}
              role="status"
              className="text-xs text-slate-600 outline-none dark:text-slate-300"
            >
              Sending your answer…
            </p>
          ) : null}
        </div>
      </form>
      {progress?.status === 'failed' ? (
        <ErrorAlert title="Your answer was not sent." error={progress.error}>
          <Button variant="danger" onClick={() => void answer(progress.text)} disabled={!canSend}>
            Retry
          </Button>
        </ErrorAlert>
      ) : null}
    </div>
  );
}
