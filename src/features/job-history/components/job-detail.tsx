// The job screen. Reads GET /v1/jobs/{id} (seeded from the board's list when it is there); the
// event table keeps the detail entry current, so it changes live like the board does. The answer
// panel is given by the route (src/app/routes/job.tsx), which composes features.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/errors';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { NEEDS_INPUT } from '@/domain/jobs/job-states';
import { formatDateTime } from '@/lib/time';
import { useAnswerReceipt } from '@/domain/jobs/writes/use-answer-receipt';
import { AnswerReceipt } from '@/components/jobs/answer-receipt';
import { useObservedStates } from '@/domain/jobs/transitions-store';
import { DispatchAgainButton } from '@/components/jobs/dispatch-again-button';
import { ObservedStates } from './observed-states';
import { StateBadge } from '@/components/jobs/state-badge';
import { jobTitle } from '@/domain/jobs/job-title';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-36 shrink-0 text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The receipt of an answer sent from this tab, once the job has moved on from the question. */
function LastAnswer({ job }: { job: Job }) {
  const receipt = useAnswerReceipt(job);
  if (!receipt || receipt.kind === 'failed') return null;
  return <AnswerReceipt receipt={receipt} chatId={job.primarySessionId} />;
}

/** Back where the person came from: the inbox's links say so in the navigation's state. */
function BackLink() {
  const state: unknown = useLocation().state;
  const fromInbox = typeof state === 'object' && state !== null && 'from' in state && state.from === 'inbox';
  return (
    <Link
      to={fromInbox ? paths.inbox() : paths.jobs()}
      className="text-sm text-sky-800 underline dark:text-sky-300"
    >
      {fromInbox ? 'Back to the inbox' : 'Back to the board'}
    </Link>
  );
}

interface JobDetailProps {
  jobId: string;
  /** The answer panel, shown while the job waits for the person (fetched when wanted). */
  answerPanel: ComponentType<{ job: Job }>;
}

export function JobDetail({ jobId, answerPanel: AnswerPanel }: JobDetailProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...jobQueries.detail(jobId),
    placeholderData: () =>
      queryClient.getQueryData(jobQueries.list().queryKey)?.find((job) => job.id === jobId),
  });
  const history = useObservedStates(jobId);
  const job = query.data;
  const backLink = <BackLink />;

  if (query.isPending)
    return (
      <p role="status" className="text-sm">
        Loading the job…
      </p>
    );
  if (!job) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title="Job" />
        {isApiError(query.error) && query.error.status === 404 ? (
          // Deleted, or another account's: trying again cannot bring it back.
          <ErrorAlert title="This job is not on the service." error={query.error} />
        ) : (
          <ErrorAlert title="This job could not be loaded." error={query.error} onRetry={query.refetch} />
        )}
        {backLink}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {backLink}
      <PageHeader title={jobTitle(job.title)}>
        <div className="flex flex-wrap items-center gap-2">
          <CopyLinkButton path={paths.job(job.id)} />
          {job.state === 'failed' ? <DispatchAgainButton job={job} /> : null}
          {job.primarySessionId ? (
            <Link
              to={paths.chat(job.primarySessionId)}
              className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
            >
              Open chat
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <dl className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <Field label="State">
          <StateBadge state={job.state} />
        </Field>
        {job.state === 'failed' || job.failureReason ? (
          <Field label="Failure reason">
            <span className="text-rose-800 dark:text-rose-300">
              {job.failureReason ?? 'The service gave no reason.'}
            </span>
          </Field>
        ) : null}
        <Field label="Description">
          <span className="whitespace-pre-wrap">{job.description || '—'}</span>
        </Field>
        <Field label="Last activity">
          {job.lastActivity || '—'}
          {job.lastActiveAt ? ` (${formatDateTime(job.lastActiveAt)})` : ''}
        </Field>
        <Field label="Created">{formatDateTime(job.createdAt) ?? '—'}</Field>
        <Field label="Updated">{formatDateTime(job.updatedAt) ?? '—'}</Field>
        {job.planning ? <Field label="Planning">The agent is still planning this job.</Field> : null}
      </dl>
      {query.isError ? (
        <ErrorAlert
          title="The latest read of this job failed; showing what was loaded before."
          error={query.error}
        />
      ) : null}
      {job.state !== NEEDS_INPUT ? <LastAnswer job={job} /> : null}
      {job.state === NEEDS_INPUT ? (
        <PanelErrorBoundary label="The answer panel" resetKey={job.id}>
          <AnswerPanel job={job} />
        </PanelErrorBoundary>
      ) : null}
      <ObservedStates history={history} />
    </div>
  );
}
