// "Dispatch again" for a job that failed: the same request as the job's own (its description, the
// message it was dispatched with, else its title), once per click; the button says it went.
import { useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { useSendDispatch } from '@/domain/jobs/writes/dispatch-job';
import { jobTitle } from '@/domain/jobs/job-title';

export function DispatchAgainButton({ job, className = '' }: { job: Job; className?: string }) {
  const send = useSendDispatch();
  const [sent, setSent] = useState(false);
  const message = (job.description || job.title || '').trim();
  if (!message) return null;
  return (
    <button
      type="button"
      disabled={sent}
      aria-label={
        sent ? `Dispatched again: ${jobTitle(job.title)}` : `Dispatch again: ${jobTitle(job.title)}`
      }
      onClick={() => {
        setSent(true);
        send(message);
      }}
      className={`relative z-10 min-h-11 rounded-md border border-slate-300 px-2.5 text-xs font-medium hover:bg-slate-100 disabled:opacity-60 sm:min-h-8 dark:border-slate-600 dark:hover:bg-slate-800 ${className}`}
    >
      {sent ? 'Dispatched again' : 'Dispatch again'}
    </button>
  );
}
