// The jobs board: dispatch, filters, the state columns and the answer panel. Data comes only from
// the list cache, which the event stream keeps current; the calm rule decides what of it shows.
// The other features' parts it shows (the New job form, the notify toggle, the answer panel) are
// given by the route (src/app/routes/jobs.tsx), which composes features.
import { StaleReadNote } from '@/components/ui/stale-read-note';
import {
  Fragment,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { JobsLoadFailure } from '@/components/jobs/jobs-load-failure';
import { useLastError } from '@/lib/use-last-error';
import { ListProgressNote } from '@/components/ui/list-progress-note';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { useBoardParams } from '../hooks/use-board-params';
import { useCalmColumns } from '../hooks/use-calm-columns';
import { useCalmJobs } from '../hooks/use-calm-jobs';
import { useCardKeys } from '../hooks/use-card-keys';
import { useJobsList } from '../hooks/use-jobs-list';
import { useReturnFocusToCard } from '../hooks/use-return-focus-to-card';
import { boardView } from '../model/board-view';
import { useSeenStates } from '../hooks/use-seen-states';
import { BoardColumn, ColumnSkeleton } from './board-column';
import { BoardFilters } from './board-filters';
import { SavedViews } from './saved-views';
import { FilterSummary } from './filter-summary';
import { formatCount } from '@/lib/format-count';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { nextWaiting } from '@/domain/jobs/waiting-work';
import { useMediaQuery } from '@/lib/use-media-query';
import { AnswerDrawer } from './answer-drawer';
import { WaitingLink } from '@/components/jobs/waiting-link';
import { jobTitle } from '@/domain/jobs/job-title';

const NO_JOBS: Job[] = [];
/** Lists longer than this render through a deferred value. */
const DEFER_ABOVE = 500;
/** Below Tailwind's `sm`, where the columns stack. */
const NARROW = '(max-width: 639.98px)';

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((state, i) => state === b[i]);
}

/** What the board gives the answer panel in its drawer. */
interface BoardAnswerPanelProps {
  job: Job;
  onClose: () => void;
  focusOnOpen: boolean;
  next: { left: number; onOpen: () => void } | undefined;
}

interface JobsBoardProps {
  /** The "New job" form. */
  dispatchForm: ReactNode;
  /** The needs-input notifications' switch, in the header. */
  notifyToggle: ReactNode;
  /** The answer panel, fetched when wanted, and the start of that fetch. */
  answerPanel: ComponentType<BoardAnswerPanelProps>;
  preloadAnswerPanel: () => void;
}

export function JobsBoard({
  dispatchForm,
  notifyToggle,
  answerPanel: AnswerPanel,
  preloadAnswerPanel,
}: JobsBoardProps) {
  const [params, setParams] = useBoardParams();
  const list = useJobsList();
  const failure = useLastError(list.error, list.data !== undefined);
  // The cache hands every write to its observers in a synchronous render. A long list's own work
  // (calm rule, filters, grouping and sorting 5,000 jobs, the columns) runs in a deferred,
  // interruptible render instead, so a burst of frames never makes one long task of it; a short
  // list renders at once (a deferred render is one more task between a frame and the screen).
  // A short list never goes through useDeferredValue: a new value there costs a second,
  // deferred render (and commit) of the board after every write. The one render in which a list
  // first grows past DEFER_ABOVE has no deferred copy yet and shows it at once, as a board that
  // mounts with a long list in the cache always has (React defers nothing on mount).
  const current = list.data ?? NO_JOBS;
  const long = current.length > DEFER_ABOVE;
  const deferred = useDeferredValue(long ? current : undefined);
  const live = long ? (deferred ?? current) : current;
  const { calm, onCalmChange } = useCalmColumns();
  const { jobs, pending, orderHint, apply } = useCalmJobs(live, calm);
  const statesSeen = useSeenStates(live);
  // The column order on screen, taken as a column turns calm: while one is, it holds.
  const shownOrder = useRef<readonly string[]>([]);
  const [heldOrder, setHeldOrder] = useState<readonly string[]>([]);
  const onCalm = useCallback(
    (state: string, reason: 'pointer' | 'focus', on: boolean) => {
      if (on) setHeldOrder((held) => (sameOrder(held, shownOrder.current) ? held : shownOrder.current));
      onCalmChange(state, reason, on);
    },
    [onCalmChange],
  );
  const keepOrder = calm.size > 0 ? heldOrder : undefined;
  const narrow = useMediaQuery(NARROW);
  const view = useMemo(
    () => boardView(jobs, { q: params.q, state: params.state, statesSeen, orderHint, keepOrder, narrow }),
    [jobs, params.q, params.state, statesSeen, orderHint, keepOrder, narrow],
  );
  const { columns } = view;
  useEffect(() => {
    shownOrder.current = columns.map((column) => column.state);
  }, [columns]);
  // The answer panel and the markdown of its question come on the first sign that someone is
  // about to answer (pointer or focus on an "Answer" button), not with every board that has a job
  // needing input: a first visit stays light.
  const onAnswerIntent = useCallback(
    (event: { target: EventTarget }) => {
      if (event.target instanceof Element && event.target.closest('[data-answer-for]')) preloadAnswerPanel();
    },
    [preloadAnswerPanel],
  );
  const answering = params.answer ? live.find((job) => job.id === params.answer) : undefined;
  // After an answer, the drawer offers the next job that waits for the person, oldest first (the
  // inbox's order, the badge's count: snoozed jobs are not offered).
  const work = useWaitingWork();
  const { next: nextJob, left } = work && answering ? nextWaiting(work, answering.id) : { left: 0 };
  const onCardKeys = useCardKeys();

  const clearFilter = useCallback(() => setParams({ q: '', state: '' }), [setParams]);
  const openAnswer = useCallback((jobId: string) => setParams({ answer: jobId }), [setParams]);
  const closeAnswer = useCallback(() => setParams({ answer: undefined }), [setParams]);
  const restoreFocus = useReturnFocusToCard();

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Jobs">{notifyToggle}</PageHeader>
      <WaitingLink />
      {dispatchForm}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BoardFilters q={params.q} state={params.state} states={statesSeen} onChange={setParams} />
        <SavedViews q={params.q} state={params.state} />
        {pending > 0 ? (
          <Button variant="secondary" onClick={apply} className="border-sky-600 dark:border-sky-400">
            {pending === 1 ? '1 update' : `${formatCount(pending)} updates`}
          </Button>
        ) : null}
      </div>
      {view.filtered ? (
        <FilterSummary
          jobs={jobs}
          q={params.q}
          state={params.state}
          shown={view.shown}
          onClear={clearFilter}
        />
      ) : null}
      <JobsLoadFailure failure={failure} list={list} />
      {list.isError && list.data ? <StaleReadNote /> : null}
      <section aria-label="Jobs board" className="min-w-0" aria-busy={list.isPending}>
        {list.isPending && !failure ? (
          <p role="status" className="mb-2 text-sm text-slate-600 dark:text-slate-300">
            Loading jobs…
          </p>
        ) : null}
        <ListProgressNote queryKey={jobQueries.lists()} noun="jobs" fetching={list.isFetching} />
        {/* Only catches j / k bubbling up from the cards' links (use-card-keys), and the first sign
              of someone about to answer. */}
        <div
          role="presentation"
          onKeyDown={onCardKeys}
          onPointerOver={onAnswerIntent}
          onFocus={onAnswerIntent}
          className="flex flex-col gap-3 pb-2 sm:flex-row sm:items-start sm:overflow-x-auto"
        >
          {columns.map((column) => (
            <Fragment key={column.state}>
              <BoardColumn
                column={column}
                emptyText={params.state ? 'No jobs in this state' : 'No jobs'}
                unread={list.data === undefined}
                selectedJobId={params.answer}
                onAnswer={openAnswer}
                onCalmChange={onCalm}
              />
              {/* Until the list is read, a running column's place is kept (after Backlog), so the
                  board does not grow from four columns to five as it arrives. */}
              {list.data === undefined && !params.state && column.state === 'backlog' ? (
                <ColumnSkeleton />
              ) : null}
            </Fragment>
          ))}
        </div>
      </section>
      {answering ? (
        <AnswerDrawer
          label={`Answer “${jobTitle(answering.title)}”`}
          onClose={closeAnswer}
          onClosed={() => restoreFocus(answering.id)}
        >
          <PanelErrorBoundary label="The answer panel" resetKey={answering.id}>
            <AnswerPanel
              key={answering.id}
              job={answering}
              onClose={closeAnswer}
              focusOnOpen
              next={nextJob ? { left, onOpen: () => openAnswer(nextJob.id) } : undefined}
            />
          </PanelErrorBoundary>
        </AnswerDrawer>
      ) : null}
    </div>
  );
}
