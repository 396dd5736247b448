// Says when a filter hides jobs, so an emptier board is never mistaken for fewer jobs; and a job
// just dispatched that the filter hides is announced rather than vanishing.
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import type { Job } from '@/lib/api/resources/job';
import { filterJobs } from '../model/filter';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';
import { formatCount } from '@/lib/format-count';

interface FilterSummaryProps {
  jobs: readonly Job[];
  q: string;
  state: string;
  shown: number;
  onClear: () => void;
}

export function FilterSummary({ jobs, q, state, shown, onClear }: FilterSummaryProps) {
  const lastJobId = useDispatchStore((s) => s.lastJobId);
  const lastText = useDispatchStore((s) => s.lastText);
  const forgetLast = useDispatchStore((s) => s.actions.forgetLast);
  // Only a dispatch made under the current filter is worth a word; a new filter starts afresh.
  useEffect(() => forgetLast(), [q, state, forgetLast]);
  const last = lastJobId === undefined ? undefined : jobs.find((job) => job.id === lastJobId);
  const lastHidden = last !== undefined && filterJobs([last], q, state).length === 0;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <span>
        Filtered: {formatCount(shown)} of {formatCount(jobs.length)} {jobs.length === 1 ? 'job' : 'jobs'}{' '}
        shown
      </span>
      <span aria-hidden="true">·</span>
      <Button variant="ghost" onClick={onClear} className="px-1.5 py-0.5 underline">
        Clear filter
      </Button>
      {lastHidden ? (
        <span className="basis-full font-medium">
          Your job “{lastText ?? last.title}” was dispatched and is hidden by the filter.
        </span>
      ) : null}
    </div>
  );
}
