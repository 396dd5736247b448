// The ways to answer: one button per choice the question offers (keys 1–9 too, when this form
// has the keyboard), and a free "Answer" box. Once an answer is out, its receipt takes the form's
// place; a failed send keeps its text and offers Retry; a job answered elsewhere keeps its choices
// on screen, disabled, so a late click is not an error.
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { Job } from '@/lib/api/resources/job';
import { useAnswerReceipt } from '@/domain/jobs/writes/use-answer-receipt';
import { useAnswerJob } from '@/domain/jobs/writes/use-answer-job';
import { useChoiceKeys } from '../hooks/use-choice-keys';
import { useJobChecked } from '../hooks/use-job-checked';
import { canAnswer } from '@/domain/jobs/writes/receipt';
import { useAnswerActions, useAnswerDraft } from '../store/answer-store';
import { useHeldAnswer } from '@/domain/jobs/writes/answer-records';
import { AnswerReceipt } from '@/components/jobs/answer-receipt';
import { NotSent } from './not-sent';
import { UnsavedNote } from './unsaved-note';
import { HeldAnswerStatus } from '@/components/jobs/held-answer-status';
import { HeldJudgment } from './held-judgment';

interface AnswerFormProps {
  job: Job;
  choices: readonly string[];
  /**
   * Whether keys 1–9 pick a choice here (one form on the page has them: the board's panel, the
   * job's page, the inbox's selected row), which also heads the choices with their keys.
   */
  choiceKeys?: boolean;
  /** This view saw the job waiting, so its leaving means another hand answered. */
  wasWaiting?: boolean;
  /** Called when an answer goes out from this form. */
  onAnswered?: () => void;
  /**
   * The inbox's form, one of many on screen: the free answer is one line ("Type an answer…") with
   * its Send beside it, since every row offers it (the UI contract).
   */
  compact?: boolean;
  /** The question's alike key: a choice sent is remembered for it. */
  question?: string;
  /** The id of the "Last time: CHOICE" text, and its choice, whose button it describes. */
  suggestion?: { id: string; choice: string };
  /** The agent's question as shown: a rule made from a held answer is proven on this text. */
  questionText?: string;
}

export function AnswerForm({
  job,
  choices,
  choiceKeys = true,
  wasWaiting = false,
  onAnswered,
  compact = false,
  question,
  suggestion,
  questionText,
}: AnswerFormProps) {
  const send = useAnswerJob(job, question);
  const receipt = useAnswerReceipt(job, wasWaiting);
  const draft = useAnswerDraft(job.id);
  const { setDraft } = useAnswerActions();
  const held = useHeldAnswer(job.id);
  const checked = useJobChecked(job);
  const canSend = checked && !held && canAnswer(receipt, job.state) && job.primarySessionId !== undefined;
  // Whether the person answered from this form: only then does its status take the focus.
  const answeredHere = useRef(false);
  const answer = (text: string) => {
    answeredHere.current = true;
    if (send(text)) onAnswered?.();
  };
  useChoiceKeys(choices, answer, canSend && choiceKeys);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const outgoing =
    held !== undefined ||
    (receipt !== undefined &&
      receipt.kind !== 'failed' &&
      receipt.kind !== 'not-sent' &&
      receipt.kind !== 'asked-again');
  // The button that was pressed is disabled, then gone: focus would drop to <body>, out of the
  // panel (and out of reach of its Escape). Keep it here, on the status, unless the person moved on:
  // from a disabled button (the person was on a choice as it went out, or as another tab answered),
  // or from nothing after an answer made here. A status that comes by itself while nothing has the
  // focus (a page just loaded, a rule's answer) leaves it there: it would take a person's first
  // Tab away from the page's start.
  useEffect(() => {
    if (!outgoing) {
      answeredHere.current = false; // Undone: a later status is not this answer's
      return;
    }
    const active = document.activeElement;
    const dropped = active === null || active === document.body;
    if ((dropped && answeredHere.current) || (active instanceof HTMLButtonElement && active.disabled))
      statusRef.current?.focus();
  }, [outgoing]);

  if (held)
    return (
      <>
        <HeldAnswerStatus ref={statusRef} held={held} />
        <HeldJudgment held={held} questionText={questionText} />
        <UnsavedNote jobId={job.id} />
      </>
    );
  if (
    receipt &&
    outgoing &&
    receipt.kind !== 'failed' &&
    receipt.kind !== 'not-sent' &&
    receipt.kind !== 'answered-elsewhere'
  ) {
    return (
      <>
        <AnswerReceipt ref={statusRef} receipt={receipt} chatId={job.primarySessionId} />
        <UnsavedNote jobId={job.id} />
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) answer(draft);
  };
  return (
    <div className="flex flex-col gap-3">
      {checked ? null : (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Shown as last seen: checking the job&apos;s current state before you answer…
        </p>
      )}
      {receipt?.kind === 'answered-elsewhere' || receipt?.kind === 'asked-again' ? (
        <AnswerReceipt ref={statusRef} receipt={receipt} chatId={job.primarySessionId} />
      ) : null}
      {/* On a compact row the choices and the free answer share a line where it is wide enough. */}
      <div className={compact ? 'flex flex-wrap items-end gap-2' : 'flex flex-col gap-3'}>
        {choices.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            {choiceKeys ? (
              <p className="text-xs text-slate-600 dark:text-slate-300">
                Pick a choice
                {/* Key hints mean nothing on a touch screen. */}
                <span className="[@media(hover:none)]:hidden"> (keys 1–{choices.length})</span>:
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-2">
              {choices.map((choice, index) => (
                <li key={choice}>
                  <Button
                    variant="secondary"
                    disabled={!canSend}
                    onClick={() => answer(choice)}
                    aria-describedby={suggestion?.choice === choice ? suggestion.id : undefined}
                    // A thumb's width on a phone; the desktop row stays low.
                    className="max-sm:min-h-11 max-sm:min-w-11"
                  >
                    {/* The number is the key only where the keys work (the selected row). */}
                    {choiceKeys ? (
                      <kbd
                        aria-hidden="true"
                        className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600 [@media(hover:none)]:hidden"
                      >
                        {index + 1}
                      </kbd>
                    ) : null}
                    {choice}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form
          onSubmit={submit}
          className={compact ? 'flex min-w-56 flex-1 items-end gap-2' : 'flex flex-col gap-2'}
        >
          <label
            className={
              compact ? 'flex min-w-0 flex-1 flex-col text-sm' : 'flex flex-col gap-1 text-sm font-medium'
            }
          >
            <span className={compact ? 'sr-only' : undefined}>Answer</span>
            <textarea
              value={draft}
              rows={compact ? 1 : 2}
              placeholder={compact ? 'Type an answer…' : undefined}
              disabled={receipt?.kind === 'answered-elsewhere'}
              onChange={(event) => setDraft(job.id, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
              }}
              className={`rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 ${
                compact ? 'resize-none max-sm:min-h-11' : ''
              }`}
            />
          </label>
          <div className="flex items-center gap-2">
            <Button
              type="submit"
              disabled={!canSend || draft.trim() === ''}
              className={compact ? 'max-sm:min-h-11' : undefined}
            >
              Send answer
            </Button>
          </div>
        </form>
      </div>
      {receipt?.kind === 'not-sent' ? <NotSent receipt={receipt} /> : null}
      {receipt?.kind === 'failed' ? (
        <ErrorAlert title="Your answer was not sent." error={receipt.error}>
          <Button variant="danger" onClick={() => answer(receipt.text)} disabled={!canSend}>
            Retry
          </Button>
        </ErrorAlert>
      ) : null}
    </div>
  );
}
