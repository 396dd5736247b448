// One state column. Only the cards in view (plus a few either side) are mounted, so a column of
// thousands scrolls as lightly as one of ten. The region is named by its heading alone; the count
// sits beside the heading so it does not change the name tests and screen readers rely on.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import type { BoardColumn as Column } from '../model/columns';
import { JobCard } from './job-card';

interface BoardColumnProps {
  column: Column;
  /** What an empty column says ("No jobs in this state" when the state filter picked it). */
  emptyText?: string;
  selectedJobId: string | undefined;
  onAnswer: (jobId: string) => void;
  onCalmChange: (state: string, reason: 'pointer' | 'focus', calm: boolean) => void;
}

const CARD_ESTIMATE = 104;

export function BoardColumn({
  column,
  emptyText = 'No jobs',
  selectedJobId,
  onAnswer,
  onCalmChange,
}: BoardColumnProps) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const { jobs } = column;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; the compiler (not used in this build) would skip this component, and nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count: jobs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    getItemKey: (index) => jobs[index]?.id ?? index,
    overscan: 6,
    gap: 8,
    initialRect: { width: 280, height: 640 },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 w-full flex-col rounded-xl bg-slate-100/80 p-2 sm:w-64 sm:shrink-0 dark:bg-slate-900/60"
      onPointerEnter={() => onCalmChange(column.state, 'pointer', true)}
      onPointerLeave={() => onCalmChange(column.state, 'pointer', false)}
      onFocus={() => onCalmChange(column.state, 'focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onCalmChange(column.state, 'focus', false);
      }}
    >
      <div className="flex items-center justify-between px-1 pb-2">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          {column.title}
        </h2>
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200">
          {jobs.length.toLocaleString()}
          <span className="sr-only"> {jobs.length === 1 ? 'job' : 'jobs'}</span>
        </span>
      </div>
      {jobs.length === 0 ? (
        <p className="px-1 py-4 text-center text-xs text-slate-600 dark:text-slate-300">{emptyText}</p>
      ) : (
        <div ref={scroller} className="max-h-[65vh] overflow-y-auto overscroll-contain px-0.5 pb-1">
          <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const job = jobs[item.index];
              if (!job) return null;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-setsize={jobs.length}
                  aria-posinset={item.index + 1}
                  className="absolute left-0 top-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <JobCard job={job} onAnswer={onAnswer} selected={job.id === selectedJobId} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
