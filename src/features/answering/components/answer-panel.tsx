// Answering an ambiguous job right on the board: the agent's question (its latest message in the
// primary chat, through the shared safe markdown renderer), then the ways to answer. It stays open
// after an answer, so the person sees the job move on without hunting for its card.
import { useEffect, useId, useMemo, useRef, type FocusEvent } from 'react';
import { Link } from '@/components/ui/link';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import type { Job } from '@/lib/api/resources/job';
import { useWindowKeydown } from '@/lib/use-window-keydown';
import { useAgentQuestion } from '@/domain/questions/use-agent-question';
import { questionKey } from '@/domain/questions/alike';
import { extractChoices, questionBesideChoices } from '@/domain/questions/choices';
import { NEEDS_INPUT, stateLabel } from '@/domain/jobs/job-states';
import { AnswerForm } from './answer-form';
import { ChangedSinceAsked } from '@/components/jobs/changed-since-asked';
import { jobTitle } from '@/domain/jobs/job-title';

interface AnswerPanelProps {
  job: Job;
  onClose?: () => void;
  /** Move focus into the panel when it opens (it was opened from a card). */
  focusOnOpen?: boolean;
  /** The next job that waits (oldest first), offered once this one has moved on. */
  next?: { left: number; onOpen: () => void };
}

export function AnswerPanel({ job, onClose, focusOnOpen = false, next }: AnswerPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const question = useAgentQuestion(job.primarySessionId);
  const text = question.data?.text;
  const choices = useMemo(() => extractChoices(text), [text]);
  // With buttons for the choices, the numbered list in the question would say them twice.
  const shown = useMemo(() => (text ? questionBesideChoices(text, choices) : text), [text, choices]);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, job.id]);
  // Once the job moves on, the form (and the receipt that held focus after the answer) gives way
  // to a line saying so: focus goes there rather than to the page, so the panel keeps the keyboard.
  const movedOn = job.state !== NEEDS_INPUT;
  const movedOnRef = useRef<HTMLParagraphElement>(null);
  // Only focus the panel itself lost (the element that had it removed), not a person's move
  // elsewhere: focus was in the panel, and did not leave it for another element or a click.
  const hadFocus = useRef(false);
  const onFocus = () => {
    hadFocus.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next !== null) {
      hadFocus.current = false;
      return;
    }
    const left = event.target;
    queueMicrotask(() => {
      if (left.isConnected) hadFocus.current = false; // a click on the page, not a removal
    });
  };
  useEffect(() => {
    const active = document.activeElement;
    if (movedOn && hadFocus.current && (active === null || active === document.body))
      movedOnRef.current?.focus({ preventScroll: true });
  }, [movedOn]);
  // Escape closes the panel from inside it, and from <body>: when what had focus in the panel
  // goes away (the form, once the job moves on), focus falls there, and nothing else has the keyboard.
  const section = useRef<HTMLElement>(null);
  useWindowKeydown((event) => {
    const { target } = event;
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (
      target === document.body ||
      target === document.documentElement ||
      (target instanceof Node && section.current?.contains(target))
    )
      onClose?.();
  }, onClose !== undefined);

  return (
    <section
      ref={section}
      onFocus={onFocus}
      onBlur={onBlur}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-white p-4 shadow-sm dark:border-amber-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 break-words text-base font-semibold outline-none"
        >
          Answer “{jobTitle(job.title)}”
        </h2>
        {onClose ? (
          <Button variant="ghost" onClick={onClose} aria-label="Close">
            ✕
          </Button>
        ) : null}
      </div>
      {movedOn ? (
        <p
          ref={movedOnRef}
          role="status"
          tabIndex={-1}
          className="rounded-md bg-slate-50 p-3 text-sm outline-none dark:bg-slate-950"
        >
          This job no longer needs input. It is now: {stateLabel(job.state)}.
        </p>
      ) : null}
      {movedOn && next ? (
        <Button onClick={next.onOpen} className="self-start">
          Next waiting job ({next.left} left)
        </Button>
      ) : null}
      {movedOn ? null : !job.primarySessionId ? (
        <p className="text-sm">This job has no primary chat to answer in.</p>
      ) : (
        <>
          {question.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Loading the agent’s question…</p>
          ) : question.isError ? (
            <ErrorAlert
              title="The agent’s question could not be loaded."
              error={question.error}
              onRetry={question.refetch}
            />
          ) : (
            <div className="max-h-72 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-950">
              <p className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-300">The agent asks:</p>
              {shown ? <Markdown text={shown} /> : <p>The agent has not written a question yet.</p>}
            </div>
          )}
          <ChangedSinceAsked chatId={job.primarySessionId} questionId={question.data?.id} />
          <AnswerForm job={job} choices={choices} question={questionKey(text)} questionText={text} />
        </>
      )}
      {/* On the job's own page its header already links the chat. */}
      {job.primarySessionId && onClose ? (
        <Link
          to={paths.chat(job.primarySessionId)}
          className="text-sm text-sky-800 underline dark:text-sky-300"
        >
          Open the job’s chat
        </Link>
      ) : null}
    </section>
  );
}
