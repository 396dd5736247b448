// One card on the board. The title is the link (its name starts with the title, as the UI
// contract says) stretched over the card; "Answer" sits beside it, not inside it, because a
// button inside a link is neither valid nor usable by keyboard.
import { memo, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Job } from '@/lib/api/resources/job';
import { durationSince, firstTime, timeAgo } from '@/lib/time';
import { NEEDS_INPUT } from '@/domain/jobs/job-states';
import { waitingSince } from '@/domain/jobs/waiting-jobs';
import { useNow } from '@/lib/use-now';
import { activityWorthShowing, failureHeadline } from '@/domain/jobs/card-text';
import { useAnswerReceipt } from '@/domain/jobs/writes/use-answer-receipt';
import { canAnswer } from '@/domain/jobs/writes/receipt';
import { AnswerReceipt } from '@/components/jobs/answer-receipt';
import { enteredStateAt, useObservedStates } from '@/domain/jobs/transitions-store';
import { DispatchAgainButton } from '@/components/jobs/dispatch-again-button';
import { useShownTitle } from '@/domain/jobs/dispatch-store';
import { StateBadge } from '@/components/jobs/state-badge';
import { useCurrentJob } from '../hooks/use-current-job';
import { jobTitle } from '@/domain/jobs/job-title';

/** A card that entered its column this recently, from another one, is highlighted as it lands. */
const MOVED_WITHIN_MS = 1500;

interface JobCardProps {
  job: Job;
  onAnswer: (jobId: string) => void;
  selected: boolean;
}

export const JobCard = memo(function JobCard({ job, onAnswer, selected }: JobCardProps) {
  const now = useNow();
  const history = useObservedStates(job.id);
  // A calm column may show an older copy of the job; its answer and receipt follow the job as it is.
  const current = useCurrentJob(job);
  const receipt = useAnswerReceipt(current);
  const entered = enteredStateAt(history, job.state);
  // Decided once, as the card mounts: a card that moves columns mounts anew in its new column.
  const [moved] = useState(
    () => history.length > 1 && entered !== undefined && Date.now() - entered < MOVED_WITHIN_MS,
  );
  const title = jobTitle(useShownTitle(job.id, job.title));
  // A waiting job has waited since the Inbox says it has (waitingSince): one rule, one unknown.
  const since =
    job.state === NEEDS_INPUT ? waitingSince(job) : (entered ?? firstTime(job.updatedAt, job.createdAt));
  const inState = durationSince(since, now);
  const settled = job.state === 'done' || job.state === 'failed';
  const activity = activityWorthShowing(job);
  const reason = job.state === 'failed' ? failureHeadline(job) : undefined;
  return (
    <div
      data-job-card={job.id}
      data-moved={moved ? '' : undefined}
      className={`relative rounded-lg border bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-sky-600 hover:border-slate-400 dark:bg-slate-900 dark:hover:border-slate-500 ${
        selected ? 'border-amber-500 dark:border-amber-400' : 'border-slate-200 dark:border-slate-700'
      } ${moved ? 'card-moved' : ''}`}
    >
      <Link
        to={paths.job(job.id)}
        className="block break-words text-sm font-medium text-slate-900 outline-none after:absolute after:inset-0 after:content-[''] dark:text-slate-50"
      >
        {title}
      </Link>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        <StateBadge state={job.state} />
        {settled ? <span>{timeAgo(since, now)}</span> : inState ? <span>for {inState}</span> : null}
      </div>
      {reason ? (
        <p className="mt-1 line-clamp-2 break-words text-xs text-rose-800 dark:text-rose-300">{reason}</p>
      ) : null}
      {activity && activity !== reason ? (
        <p className="mt-1 line-clamp-2 break-words text-xs text-slate-600 dark:text-slate-300">{activity}</p>
      ) : null}
      {job.state === 'failed' ? <DispatchAgainButton job={job} className="mt-2" /> : null}
      {receipt && receipt.kind !== 'failed' ? (
        <div className="mt-1.5">
          <AnswerReceipt receipt={receipt} chatId={job.primarySessionId} compact />
        </div>
      ) : null}
      {receipt?.kind === 'failed' ? (
        <p className="mt-1 text-xs font-medium text-rose-800 dark:text-rose-300">Your answer was not sent.</p>
      ) : null}
      {canAnswer(receipt, current.state) ? (
        <button
          type="button"
          data-answer-for={job.id}
          aria-label={`Answer “${title}”`}
          onClick={() => onAnswer(job.id)}
          className="relative z-10 mt-2 rounded-md bg-amber-500 px-2.5 py-1 text-xs font-semibold pointer-coarse:px-4 text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          Answer
        </button>
      ) : null}
    </div>
  );
});
