// "Answer N jobs alike": every job asking the same question, each checked, and the question's
// choices. A choice answers every checked job, each with its own message to its own chat and its
// own receipt, held as one batch (one Undo). A modal <dialog>: the browser traps focus, closes it
// on Escape and gives focus back.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Job } from '@/lib/api/resources/job';
import { answerJobs } from '../../hooks/use-answer';

interface AlikeDialogProps {
  jobs: readonly Job[];
  choices: readonly string[];
  question: string;
  onClose: () => void;
}

export function AlikeDialog({ jobs, choices, question, onClose }: AlikeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const checked = jobs.filter((job) => !unchecked.has(job.id));
  const toggle = (id: string) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const answer = (choice: string) => {
    answerJobs(queryClient, checked, choice, question);
    ref.current?.close?.();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Answer {jobs.length} jobs alike
        </h2>
        <Button variant="ghost" onClick={() => ref.current?.close?.()} aria-label="Close">
          ✕
        </Button>
      </div>
      <fieldset className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto">
        <legend className="mb-1 text-sm text-slate-600 dark:text-slate-300">Answer these jobs:</legend>
        {jobs.map((job) => (
          <label key={job.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={!unchecked.has(job.id)}
              onChange={() => toggle(job.id)}
              className="size-4"
            />
            {job.title || 'Untitled job'}
          </label>
        ))}
      </fieldset>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        With ({checked.length} {checked.length === 1 ? 'job' : 'jobs'}):
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice}>
            <Button variant="secondary" disabled={checked.length === 0} onClick={() => answer(choice)}>
              {choice}
            </Button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
