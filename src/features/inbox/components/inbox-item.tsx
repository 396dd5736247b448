// One job waiting for the person: its title (a link to the job), how long it has waited, the
// agent's question (read when the row comes near the screen) and the ways to answer. Rows are
// compact (the question's first line, the choices as buttons) so a phone shows several; the
// selected row, which has the keyboard's 1–9, shows the whole question.
import { memo, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link } from '@/components/ui/link';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import type { Job } from '@/lib/api/resources/job';
import { useAgentQuestion } from '@/domain/questions/use-agent-question';
import { CLOSE_MS } from '../hooks/use-inbox-entries';
import { useNearViewport } from '../hooks/use-near-viewport';
import { useNow } from '@/lib/use-now';
import { questionKey } from '@/domain/questions/alike';
import { extractChoices, questionBesideChoices } from '@/domain/questions/choices';
import { firstLine } from '@/domain/jobs/card-text';
import { useLastChoice } from '@/domain/answers/answer-history-store';
import { durationSince, type Instant } from '@/lib/time';
import { ChangedSinceAsked } from '@/components/jobs/changed-since-asked';
import { SnoozeMenu } from './snooze-menu';
import { jobTitle } from '@/domain/jobs/job-title';

/** What a row gives the answer form it shows (the route gives the form: src/app/routes/inbox.tsx). */
export interface InboxAnswerFormProps {
  job: Job;
  choices: readonly string[];
  choiceKeys: boolean;
  wasWaiting: boolean;
  compact: boolean;
  question: string | undefined;
  questionText: string | undefined;
  suggestion: { id: string; choice: string } | undefined;
  onAnswered: () => void;
}

interface InboxItemProps {
  job: Job;
  /** The ways to answer: the form the route gives the Inbox. */
  answerForm: ComponentType<InboxAnswerFormProps>;
  since: Instant;
  selected: boolean;
  departed: boolean;
  /** Leaving the list: the row closes before it is dropped. */
  closing?: boolean;
  onSelect: (jobId: string) => void;
  onAnswered: (jobId: string) => void;
  /** How many waiting jobs ask this same question (this one included), when more than one. */
  alike?: number;
  onAnswerAll?: (jobId: string) => void;
  /** Waiting longer than the person's threshold. */
  long?: boolean;
  snoozeOpen?: boolean;
  onSnoozeOpen?: (jobId: string | undefined) => void;
  onSnoozed?: (jobId: string) => void;
}

export const InboxItem = memo(function InboxItem({
  job,
  answerForm: AnswerForm,
  since,
  selected,
  departed,
  closing = false,
  onSelect,
  onAnswered,
  alike,
  onAnswerAll,
  long = false,
  snoozeOpen = false,
  onSnoozeOpen,
  onSnoozed,
}: InboxItemProps) {
  const now = useNow();
  const body = useRef<HTMLDivElement>(null);
  const pointing = useRef(false);
  const near = useNearViewport(body);
  const asking = useAgentQuestion(job.primarySessionId, near);
  // Once the job has stopped waiting, keep showing the question it was asked (not the reply).
  const latest = asking.data?.text;
  const [asked, setAsked] = useState(latest);
  if (!departed && latest !== asked) setAsked(latest);
  const text = departed ? asked : latest;
  const choices = useMemo(() => extractChoices(text), [text]);
  // With buttons for the choices, the numbered list in the question would say them twice.
  const shown = useMemo(() => (text ? questionBesideChoices(text, choices) : text), [text, choices]);
  const opening = useMemo(() => firstLine(shown), [shown]);
  const question = useMemo(() => questionKey(text), [text]);
  const lastChoice = useLastChoice(question);
  const suggestionId = useId();
  const suggested = lastChoice !== undefined && choices.includes(lastChoice) ? lastChoice : undefined;
  const waited = durationSince(since, now);
  return (
    // The row takes focus from j/k (tabIndex -1); a click inside it selects it too.
    <li
      tabIndex={-1}
      aria-current={selected ? 'true' : undefined}
      data-inbox-item={job.id}
      // "Skip to content" lands here, past the header's links (components/layout/app-shell.tsx).
      data-skip-target={selected || undefined}
      data-closing={closing || undefined}
      // Selecting expands the row, which moves its buttons: a pointer selects when it lifts (the
      // click then still goes to the button it pressed), not when it goes down.
      onPointerDown={() => {
        pointing.current = true;
      }}
      onFocus={() => {
        if (!pointing.current) onSelect(job.id);
      }}
      onPointerUp={() => {
        pointing.current = false;
        onSelect(job.id);
      }}
      onPointerCancel={() => {
        pointing.current = false;
      }}
      // An answered row closes (its height to nothing) before it is dropped, so the rows below
      // slide up rather than jump; without motion it simply goes.
      style={{ transitionDuration: `${CLOSE_MS}ms` }}
      className={`grid grid-cols-1 scroll-mt-20 scroll-mb-4 rounded-xl border bg-white shadow-sm outline-none transition-[grid-template-rows,opacity,margin] ease-out motion-reduce:transition-none dark:bg-slate-900 ${
        closing ? '-mb-2 grid-rows-[0fr] border-transparent opacity-0' : 'grid-rows-[1fr]'
      } ${
        selected
          ? 'border-amber-500 ring-2 ring-amber-400 dark:border-amber-400'
          : 'border-slate-200 dark:border-slate-700'
      } ${departed ? 'border-dashed' : ''}`}
    >
      <div className={`flex min-h-0 flex-col gap-2 p-3 sm:p-4 ${closing ? 'overflow-hidden' : ''}`}>
        {/* The title keeps at least 16rem of its line: when the wait and Snooze do not fit beside it
            (a phone, a long wait), they wrap below it together, never squeezing it letter by
            letter. Its growth outweighs theirs, so on one line the free space is the title's. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2
            className={`min-w-0 shrink grow-[999] basis-64 text-base font-semibold ${selected ? 'break-words' : 'truncate'}`}
          >
            <Link to={paths.job(job.id)} className="text-sky-800 underline dark:text-sky-300">
              {jobTitle(job.title)}
            </Link>
          </h2>
          <div className="flex grow items-center justify-between gap-x-3">
            {/* A row that stopped waiting (answered here or elsewhere) no longer says how long. */}
            {waited && !departed ? (
              <span
                data-long-wait={long || undefined}
                className={`text-xs ${long ? 'rounded bg-amber-100 px-1.5 font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50' : 'text-slate-600 dark:text-slate-300'}`}
              >
                waiting {waited}
                {long ? ' · long wait' : ''}
              </span>
            ) : null}
            {departed ? null : (
              <SnoozeMenu
                job={job}
                open={snoozeOpen}
                onOpenChange={(open) => onSnoozeOpen?.(open ? job.id : undefined)}
                onSnoozed={() => onSnoozed?.(job.id)}
              />
            )}
          </div>
        </div>
        <div
          ref={body}
          className={
            selected
              ? 'max-h-64 overflow-y-auto rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-950'
              : 'text-sm text-slate-700 dark:text-slate-200'
          }
        >
          {asking.isError ? (
            <ErrorAlert
              title="The agent’s question could not be loaded."
              error={asking.error}
              onRetry={asking.refetch}
            />
          ) : shown && selected ? (
            <>
              <p className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-300">The agent asks:</p>
              <Markdown text={shown} />
            </>
          ) : opening ? (
            <p className="truncate">{opening}</p>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">
              {departed
                ? // It stopped waiting before its question was read here: what the chat says now may
                  // be the agent's reply, not the question, so nothing is said to be the question.
                  'Its question was not read on this device.'
                : asking.isSuccess
                  ? 'The agent has not written a question yet.'
                  : 'Loading the question…'}
            </p>
          )}
        </div>
        {alike && alike > 1 && !departed ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{alike} jobs ask this</span>
            <Button variant="secondary" className="max-sm:min-h-11" onClick={() => onAnswerAll?.(job.id)}>
              Answer all {alike}
            </Button>
          </div>
        ) : null}
        {suggested && !departed ? (
          <p id={suggestionId} className="text-sm text-slate-700 dark:text-slate-200">
            Last time: {suggested}
            <span className="text-slate-500 [@media(hover:none)]:hidden dark:text-slate-400">
              {selected ? ' (key l)' : ''}
            </span>
          </p>
        ) : null}
        {job.primarySessionId && !departed ? (
          <ChangedSinceAsked chatId={job.primarySessionId} questionId={asking.data?.id} enabled={near} />
        ) : null}
        {job.primarySessionId ? (
          <AnswerForm
            job={job}
            choices={choices}
            choiceKeys={selected}
            wasWaiting
            compact
            question={question}
            questionText={text}
            suggestion={suggested ? { id: suggestionId, choice: suggested } : undefined}
            onAnswered={() => onAnswered(job.id)}
          />
        ) : (
          <p className="text-sm">This job has no primary chat to answer in.</p>
        )}
      </div>
    </li>
  );
});
