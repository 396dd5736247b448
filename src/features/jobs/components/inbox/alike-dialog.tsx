// "Answer N jobs alike": every job asking the same question, each checked, and the question's
// choices. A choice answers every checked job, each with its own message to its own chat and its
// own receipt, held as one batch (one Undo), and closes the dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Job } from '@/lib/api/resources/job';
import { answerJobs } from '../../hooks/use-answer-job';

interface AlikeDialogProps {
  jobs: readonly Job[];
  choices: readonly string[];
  question: string;
  onClose: () => void;
}

export function AlikeDialog({ jobs, choices, question, onClose }: AlikeDialogProps) {
  const queryClient = useQueryClient();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const checked = jobs.filter((job) => !unchecked.has(job.id));
  const toggle = (id: string) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ModalDialog title={`Answer ${jobs.length} jobs alike`} width="wide" onClose={onClose}>
      {(close) => (
        <>
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
