// "Answer N jobs alike": every job asking the same question, each checked, the question as its
// agent wrote it, and the question's choices. Where the jobs' texts differ at all (in what the
// alike key sets aside: spacing, case, emphasis, the list's numbering and order), each job shows
// its own, so the person reads what each one answers. A question is shown as plain text, never
// as markup. A choice answers every checked job, each with its own message to its own chat and
// its own receipt, held as one batch (one Undo), and closes the dialog. A job whose own answer is
// held or on its way is shown unticked and cannot be ticked: one job, one answer. Keys 1–9 pick a
// choice here as they do in the inbox.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { closeDialogAround, ModalDialog } from '@/components/ui/modal-dialog';
import type { Job } from '@/lib/api/resources/job';
import { isTyping } from '@/lib/shortcut-keys';
import { useWindowKeydown } from '@/lib/use-window-keydown';
import { answerJobs } from '@/domain/jobs/writes/use-answer-job';
import { jobTitle } from '@/domain/jobs/job-title';

const NOBODY: ReadonlySet<string> = new Set();

/** A number key meant for the choices: no modifier, not typed into a text field. */
function choiceKey(event: KeyboardEvent): number | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const onCheckbox = event.target instanceof HTMLInputElement && event.target.type === 'checkbox';
  if (isTyping(event.target) && !onCheckbox) return undefined;
  return /^[1-9]$/.test(event.key) ? Number(event.key) : undefined;
}

interface AlikeDialogProps {
  jobs: readonly Job[];
  /** Each job's question as its agent wrote it, by job id (undefined while it is not read). */
  questions: ReadonlyMap<string, string | undefined>;
  choices: readonly string[];
  /** The alike key, remembered with the answer for the next "Last time". */
  question: string;
  /** Jobs whose own answer is held or on its way: shown, never ticked. */
  answering?: ReadonlySet<string>;
  /** The jobs a choice answered, as it is made (the inbox moves its selection past them). */
  onAnswered?: (jobIds: readonly string[]) => void;
  onClose: () => void;
}

const QUESTION_TEXT =
  'whitespace-pre-wrap break-words rounded-md bg-slate-50 px-2 py-1 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-100';

export function AlikeDialog({
  jobs,
  questions,
  choices,
  question,
  answering = NOBODY,
  onAnswered,
  onClose,
}: AlikeDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const inside = useRef<HTMLFieldSetElement>(null);
  // Compared as written, to the character: any difference at all shows each job's own.
  const texts = jobs.map((job) => questions.get(job.id));
  const eachOwn = new Set(texts).size > 1;
  const shared = eachOwn ? undefined : texts[0];
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const checked = jobs.filter((job) => !unchecked.has(job.id) && !answering.has(job.id));
  // A choice is final: the dialog closes (its close event runs onClose; jsdom has none).
  const pick = (choice: string) => {
    if (checked.length === 0) return;
    answerJobs(queryClient, checked, choice, question);
    closeDialogAround(inside.current, onClose);
    // After the close, which gives focus back to the opener (and so selects its row again).
    onAnswered?.(checked.map((job) => job.id));
  };
  useWindowKeydown((event) => {
    const n = choiceKey(event);
    const choice = n === undefined ? undefined : choices[n - 1];
    if (choice === undefined) return;
    event.preventDefault();
    pick(choice);
  });
  const toggle = (jobId: string) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (!next.delete(jobId)) next.add(jobId);
      return next;
    });
  return (
    <ModalDialog title={`Answer ${jobs.length} jobs alike`} width="wide" onClose={onClose}>
      {() => (
        <>
          {shared === undefined ? null : (
            <>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">They all ask:</p>
              <p data-alike-question className={`mt-1 max-h-40 overflow-y-auto ${QUESTION_TEXT}`}>
                {shared}
              </p>
            </>
          )}
          {eachOwn ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              Their questions are not written quite alike: each is shown under its job.
            </p>
          ) : null}
          <fieldset ref={inside} className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto">
            <legend className="mb-1 text-sm text-slate-600 dark:text-slate-300">Answer these jobs:</legend>
            {jobs.map((job, index) => {
              const text = eachOwn ? texts[index] : undefined;
              const textId = `${id}-question-${index}`;
              const held = answering.has(job.id);
              return (
                <div key={job.id} className="flex flex-col gap-1">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={!held && !unchecked.has(job.id)}
                      disabled={held}
                      onChange={() => toggle(job.id)}
                      aria-describedby={text === undefined ? undefined : textId}
                      className="size-4"
                    />
                    {jobTitle(job.title)}
                    {held ? (
                      <span className="text-xs text-slate-600 dark:text-slate-300">
                        (its answer is already on its way)
                      </span>
                    ) : null}
                  </label>
                  {text === undefined ? null : (
                    <p id={textId} data-alike-question className={`ml-6 ${QUESTION_TEXT}`}>
                      {text}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
            With ({checked.length} {checked.length === 1 ? 'job' : 'jobs'}):
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {choices.map((choice) => (
              <li key={choice}>
                <Button variant="secondary" disabled={checked.length === 0} onClick={() => pick(choice)}>
                  {choice}
                </Button>
              </li>
            ))}
          </ul>
          {choices.length > 1 ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
              Keys <kbd className="font-mono">1</kbd>–
              <kbd className="font-mono">{Math.min(9, choices.length)}</kbd> pick a choice.
            </p>
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
