// "Answer N jobs alike": every job asking the same question, each checked, the question as its
// agent wrote it, and the question's choices. Where the jobs' texts differ at all (in what the
// alike key sets aside: spacing, case, emphasis, the list's numbering and order), each job shows
// its own, so the person reads what each one answers. A question is shown as plain text, never
// as markup. A choice answers every checked job, each with its own message to its own chat and
// its own receipt, held as one batch (one Undo), and closes the dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Job } from '@/lib/api/resources/job';
import { answerJobs } from '../../hooks/use-answer-job';

interface AlikeDialogProps {
  jobs: readonly Job[];
  /** Each job's question as its agent wrote it, by job id (undefined while it is not read). */
  questions: ReadonlyMap<string, string | undefined>;
  choices: readonly string[];
  /** The alike key, remembered with the answer for the next "Last time". */
  question: string;
  onClose: () => void;
}

const QUESTION_TEXT =
  'whitespace-pre-wrap break-words rounded-md bg-slate-50 px-2 py-1 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-100';

export function AlikeDialog({ jobs, questions, choices, question, onClose }: AlikeDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  // Compared as written, to the character: any difference at all shows each job's own.
  const texts = jobs.map((job) => questions.get(job.id));
  const eachOwn = new Set(texts).size > 1;
  const shared = eachOwn ? undefined : texts[0];
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const checked = jobs.filter((job) => !unchecked.has(job.id));
  const toggle = (jobId: string) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (!next.delete(jobId)) next.add(jobId);
      return next;
    });
  return (
    <ModalDialog title={`Answer ${jobs.length} jobs alike`} width="wide" onClose={onClose}>
      {(close) => (
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
          <fieldset className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto">
            <legend className="mb-1 text-sm text-slate-600 dark:text-slate-300">Answer these jobs:</legend>
            {jobs.map((job, index) => {
              const text = eachOwn ? texts[index] : undefined;
              const textId = `${id}-question-${index}`;
              return (
                <div key={job.id} className="flex flex-col gap-1">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={!unchecked.has(job.id)}
                      onChange={() => toggle(job.id)}
                      aria-describedby={text === undefined ? undefined : textId}
                      className="size-4"
                    />
                    {job.title || 'Untitled job'}
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
                <Button
                  variant="secondary"
                  disabled={checked.length === 0}
                  onClick={(event) => {
                    answerJobs(queryClient, checked, choice, question);
                    close(event);
                  }}
                >
                  {choice}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </ModalDialog>
  );
}
