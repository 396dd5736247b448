// One state column. A long column mounts only the cards in view (plus a few either side), so a
// column of thousands scrolls as lightly as one of ten; the virtualizer that does it is its own
// chunk, fetched only when a column is long. The region is named by its heading alone; the count
// sits beside the heading so it does not change the name tests and screen readers rely on.
import { Suspense, useId } from 'react';
import type { Job } from '@/lib/api/resources/job';
import type { BoardColumn as Column } from '../model/columns';
import { JobCard } from './job-card';
import { formatCount } from '@/lib/format-count';
import { lazyComponent } from '@/lib/lazy-component';

/** Columns up to this many cards render every card; longer ones are virtualised. */
const VIRTUALIZE_ABOVE = 60;
/** Until the virtualizer's chunk arrives, a long column shows its first cards: about a view's worth. */
const CARDS_BEFORE_VIRTUALIZER = 20;

interface CardListProps {
  jobs: readonly Job[];
  selectedJobId: string | undefined;
  onAnswer: (jobId: string) => void;
}

// If the virtualizer cannot come (offline), every card shows in the plain list: slower, but whole.
const VirtualCardList = lazyComponent(
  () => import('./virtual-card-list').then((module) => module.VirtualCardList),
  (props: CardListProps) => <PlainCardList {...props} />,
);

function PlainCardList({ jobs, selectedJobId, onAnswer, limit }: CardListProps & { limit?: number }) {
  const shown = limit === undefined ? jobs : jobs.slice(0, limit);
  return (
    <div className="max-h-[65vh] overflow-y-auto overscroll-contain px-0.5 pb-1">
      <ul className="flex flex-col gap-2">
        {shown.map((job, index) => (
          <li key={job.id} aria-setsize={jobs.length} aria-posinset={index + 1}>
            <JobCard job={job} onAnswer={onAnswer} selected={job.id === selectedJobId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardList(props: CardListProps) {
  if (props.jobs.length <= VIRTUALIZE_ABOVE) return <PlainCardList {...props} />;
  // Until the virtualizer arrives, the first cards show as they are.
  return (
    <Suspense fallback={<PlainCardList {...props} limit={CARDS_BEFORE_VIRTUALIZER} />}>
      <VirtualCardList {...props} />
    </Suspense>
  );
}

const COLUMN_BOX =
  'relative flex min-h-0 w-full flex-col rounded-xl bg-slate-100/80 p-2 sm:w-64 sm:min-w-48 sm:shrink dark:bg-slate-900/60';
const CARD_SKELETON =
  'h-16 animate-pulse rounded-lg bg-white/70 motion-reduce:animate-none dark:bg-slate-800/60';

/** A column's shape while the list is read: the place of a column the board will most likely show. */
export function ColumnSkeleton() {
  return (
    <div aria-hidden="true" data-column-skeleton className={COLUMN_BOX}>
      <div className="mx-1 mb-3 mt-1 h-4 w-24 animate-pulse rounded bg-white/70 motion-reduce:animate-none dark:bg-slate-800/60" />
      <div className={CARD_SKELETON} />
    </div>
  );
}

interface BoardColumnProps {
  column: Column;
  /** What an empty column says ("No jobs in this state" when the state filter picked it). */
  emptyText?: string;
  /** The list is not read yet (loading, or its read failed): no count and no "No jobs" claim. */
  unread?: boolean;
  selectedJobId: string | undefined;
  onAnswer: (jobId: string) => void;
  onCalmChange: (state: string, reason: 'pointer' | 'focus', calm: boolean) => void;
}

export function BoardColumn({
  column,
  emptyText = 'No jobs',
  unread = false,
  selectedJobId,
  onAnswer,
  onCalmChange,
}: BoardColumnProps) {
  const headingId = useId();
  const { jobs } = column;

  return (
    <section
      data-board-column
      aria-labelledby={headingId}
      // 16rem each, giving up to a quarter of that when the row is short of room (the answer
      // panel beside the board), so five columns still fit at 1440 px; more scroll sideways.
      className={COLUMN_BOX}
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
        {unread ? null : (
          <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200">
            {formatCount(jobs.length)}
            <span className="sr-only"> {jobs.length === 1 ? 'job' : 'jobs'}</span>
          </span>
        )}
      </div>
      {unread ? (
        <div aria-hidden="true" className="flex flex-col gap-2 px-0.5 pb-1">
          <div className={CARD_SKELETON} />
        </div>
      ) : jobs.length === 0 ? (
        <p className="px-1 py-4 text-center text-xs text-slate-600 dark:text-slate-300">{emptyText}</p>
      ) : (
        <CardList jobs={jobs} selectedJobId={selectedJobId} onAnswer={onAnswer} />
      )}
    </section>
  );
}
