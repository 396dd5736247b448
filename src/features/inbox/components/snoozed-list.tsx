// The jobs put off for now, with when they come back; "Wake" brings one back at once.
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Job } from '@/lib/api/resources/job';
import { snoozeFor, useSnoozeStore } from '@/domain/jobs/snoozes';
import { formatDateTime } from '@/lib/time';

export function SnoozedList({ jobs }: { jobs: readonly Job[] }) {
  const snoozes = useSnoozeStore((s) => s.snoozes);
  const { wake } = useSnoozeStore((s) => s.actions);
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="snoozed-heading" className="mt-4 flex flex-col gap-2">
      <h2 id="snoozed-heading" className="text-base font-semibold">
        Snoozed ({jobs.length})
      </h2>
      <ul aria-label="Snoozed" className="flex flex-col gap-2">
        {jobs.map((job) => {
          const until = snoozeFor(snoozes, job.id)?.until;
          return (
            <li
              key={job.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
            >
              <Link to={paths.job(job.id)} className="text-sky-800 underline dark:text-sky-300">
                {job.title || 'Untitled job'}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-300">
                {until == null ? 'until it changes' : `until ${formatDateTime(until) ?? ''}`}
              </span>
              <Button variant="ghost" className="ml-auto" onClick={() => wake(job.id)}>
                Wake
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
