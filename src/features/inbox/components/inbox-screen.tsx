// The inbox: every job waiting for the person, across the whole account, oldest waiting first,
// answered one after another by keyboard alone. The list is the jobs list (all its pages), which
// the event stream keeps current, read through the same selector as the navigation's count. Each
// row's answer form is given by the route (src/app/routes/inbox.tsx), which composes features.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { preloadMarkdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { JobsLoadFailure } from '@/components/jobs/jobs-load-failure';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { ListProgressNote } from '@/components/ui/list-progress-note';
import { readToEnd, useListProgress } from '@/lib/api/queries/list-reads';
import { paths } from '@/config/paths';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useLastError } from '@/lib/use-last-error';
import { useInboxEntries } from '../hooks/use-inbox-entries';
import { useInboxKeys } from '../hooks/use-inbox-keys';
import { useInboxPlace } from '../hooks/use-inbox-place';
import { usePinnedSelection } from '../hooks/use-pinned-selection';
import { nextWaiting } from '../model/inbox-entries';
import { useLongWaitMinutes } from '@/config/inbox-preferences';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { isOverdue } from '@/domain/jobs/waiting-jobs';
import type { Instant } from '@/lib/time';
import { useAlikeGroups } from '../hooks/use-alike-groups';
import { useNow } from '@/lib/use-now';
import { AlikeAnswer } from './alike-answer';
import { AnsweredByRules } from './answered-by-rules';
import { TodayLine } from './today-line';
import { InboxItem, type InboxAnswerFormProps } from './inbox-item';
import { SnoozedList } from './snoozed-list';
import { SnoozedNote } from './snoozed-note';
import { ShortcutsDialog } from './shortcuts-dialog';

const rowOf = (jobId: string) =>
  document.querySelector<HTMLElement>(`[data-inbox-item="${CSS.escape(jobId)}"]`);

export function InboxScreen({ answerForm }: { answerForm: ComponentType<InboxAnswerFormProps> }) {
  const navigate = useNavigate();
  const list = useQuery(jobQueries.list());
  // "Nothing needs you" only once every page is read: a waiting job may be on the last one.
  const progress = useListProgress(jobQueries.lists());
  const allRead = progress === undefined || readToEnd(progress);
  const failure = useLastError(list.error, list.data !== undefined);
  const { awake: entries, snoozed } = useInboxEntries(useWaitingWork(), list.data);
  const alike = useAlikeGroups(entries);
  const [answeringAll, setAnsweringAll] = useState<string>();
  const [snoozeOpen, setSnoozeOpen] = useState<string>();
  const longWaitMinutes = useLongWaitMinutes();
  const now = useNow();
  const isLong = (since: Instant) => isOverdue(since, now, longWaitMinutes);
  const [selected, setSelectedId] = usePinnedSelection(entries);
  const [helpOpen, setHelpOpen] = useState(false);
  const focusWanted = useRef(false);
  const answeredHere = useRef(new Set<string>());
  const place = useInboxPlace({
    entries,
    select: setSelectedId,
    focusWantedRef: focusWanted,
    answeredHereRef: answeredHere,
  });

  const hasItems = entries.length > 0;
  useEffect(() => {
    if (hasItems) void preloadMarkdown();
  }, [hasItems]);
  // Move focus with the selection when the keyboard moved it (not when a click did), in the same
  // commit: a key pressed right after (`?`, whose dialog gives focus back to where it was) must
  // find focus already on the selected row, or focus coming back to the old row would select it.
  useLayoutEffect(() => {
    if (!focusWanted.current || !selected) return;
    focusWanted.current = false;
    rowOf(selected.id)?.focus();
  }, [selected]);

  const onAnswered = useCallback(
    (jobId: string) => {
      answeredHere.current.add(jobId);
      const next = nextWaiting(entries, jobId, answeredHere.current);
      if (!next) return;
      const active = document.activeElement;
      const row = rowOf(jobId);
      // Follow with focus unless the person has gone somewhere else meanwhile.
      focusWanted.current = !active || active === document.body || (row?.contains(active) ?? false);
      setSelectedId(next);
    },
    [entries, setSelectedId],
  );
  // "Answer all" answered several at once: when the selected row is one of them, the selection
  // (and focus, which the dialog gave back to the row's button) moves on past all of them, as
  // after one answer.
  const onAnsweredAlike = useCallback(
    (jobIds: readonly string[]) => {
      for (const jobId of jobIds) answeredHere.current.add(jobId);
      if (selected && jobIds.includes(selected.id)) onAnswered(selected.id);
    },
    [onAnswered, selected],
  );
  useInboxKeys({
    move: (step) => {
      if (entries.length === 0) return;
      const at = selected ? entries.indexOf(selected) : -1;
      const next = entries[Math.min(entries.length - 1, Math.max(0, at + step))];
      if (!next) return;
      focusWanted.current = true;
      if (next === selected) rowOf(next.id)?.focus();
      else setSelectedId(next.id);
    },
    open: () => {
      if (selected) void navigate(paths.job(selected.id));
    },
    help: () => setHelpOpen(true),
    snooze: () => {
      if (selected && !selected.departed) setSnoozeOpen(selected.id);
    },
    reply: () => {
      if (selected) rowOf(selected.id)?.querySelector('textarea')?.focus();
    },
    leaveField: () => {
      const row = selected ? rowOf(selected.id) : undefined;
      const field = document.activeElement;
      if (!row || !(field instanceof HTMLTextAreaElement) || !row.contains(field)) return false;
      row.focus();
      return true;
    },
    // The suggested choice's button is the one described by its "Last time" line.
    acceptSuggestion: () => {
      if (selected) rowOf(selected.id)?.querySelector<HTMLButtonElement>('button[aria-describedby]')?.click();
    },
  });
  const longWaits = entries.filter((entry) => !entry.departed && isLong(entry.since)).length;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Inbox">
        {longWaits > 0 ? (
          <span className="rounded bg-amber-100 px-2 py-1 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {longWaits} waiting over {longWaitMinutes} min
          </span>
        ) : null}
        <Button variant="secondary" onClick={() => setHelpOpen(true)}>
          Keyboard shortcuts
        </Button>
      </PageHeader>
      <p className="-mt-3 text-sm text-slate-600 dark:text-slate-300">
        Every job waiting for your answer, oldest first. <kbd className="font-mono">j</kbd>/
        <kbd className="font-mono">k</kbd> move, <kbd className="font-mono">1</kbd>–
        <kbd className="font-mono">9</kbd> answer, <kbd className="font-mono">o</kbd> opens,{' '}
        <kbd className="font-mono">?</kbd> shows all.
      </p>
      <TodayLine overdue={longWaits} />
      {list.isPending && !failure ? (
        <p role="status" className="text-sm">
          Loading the jobs…
        </p>
      ) : null}
      <JobsLoadFailure failure={failure} list={list} />
      <ListProgressNote queryKey={jobQueries.lists()} noun="jobs" fetching={list.isFetching} />
      {list.data && allRead && entries.length === 0 && snoozed.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-200">
          Nothing needs you
        </p>
      ) : null}
      <SnoozedNote snoozed={place.snoozed} onUndo={place.undoSnooze} onGone={place.forgetSnoozed} />
      {entries.length > 0 ? (
        <ul aria-label="Needs you" className="flex flex-col gap-3">
          {entries.map((entry) => (
            <PanelErrorBoundary key={entry.id} label="This item" resetKey={entry.id}>
              <InboxItem
                job={entry.job}
                answerForm={answerForm}
                since={entry.since}
                selected={entry === selected}
                departed={entry.departed}
                closing={entry.closing}
                onSelect={setSelectedId}
                onAnswered={onAnswered}
                alike={alike.get(entry.id)?.jobIds.length}
                onAnswerAll={setAnsweringAll}
                long={!entry.departed && isLong(entry.since)}
                snoozeOpen={snoozeOpen === entry.id}
                onSnoozeOpen={setSnoozeOpen}
                onSnoozed={place.onSnoozed}
              />
            </PanelErrorBoundary>
          ))}
        </ul>
      ) : null}
      <SnoozedList jobs={snoozed.map((entry) => entry.job)} />
      <AnsweredByRules titleOf={(jobId) => list.data?.find((job) => job.id === jobId)?.title} />
      {answeringAll ? (
        <AlikeAnswer
          jobId={answeringAll}
          group={alike.get(answeringAll)}
          entries={entries}
          onAnswered={onAnsweredAlike}
          onClose={() => setAnsweringAll(undefined)}
        />
      ) : null}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
