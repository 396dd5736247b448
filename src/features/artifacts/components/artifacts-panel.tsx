// The Artifacts region: every artifact of the chat once, with all its revisions. New revisions
// arrive through the event stream (the event table updates this query), no reload needed. The
// cards (viewers, versions, downloads) are their own chunk, fetched once the chat has an
// artifact: the first visit of a chat without one does not pay for them.
import { StaleReadNote } from '@/components/ui/stale-read-note';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListProgressNote } from '@/components/ui/list-progress-note';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { isApiError } from '@/lib/api/errors';
import { lazyComponent } from '@/lib/lazy-component';
import { useLastError } from '@/lib/use-last-error';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { groupRevisions } from '../lib/group-revisions';

const ArtifactCard = lazyComponent(
  () => import('./artifact-card').then((module) => module.ArtifactCard),
  () => (
    <li>
      <PartUnavailable what="This artifact" />
    </li>
  ),
);

const LOADING = 'text-sm text-slate-600 dark:text-slate-400';

export function ArtifactsPanel({ chatId }: { chatId: string }) {
  const query = useQuery(sessionQueries.artifacts(chatId));
  const groups = useMemo(() => groupRevisions(query.data ?? []), [query.data]);
  const failure = useLastError(query.error, query.data !== undefined);
  const gone = isApiError(failure) && failure.status === 404;

  return (
    <section aria-label="Artifacts" className="flex min-w-0 flex-col gap-2">
      <h2 className="text-base font-semibold">
        Artifacts
        {groups.length > 0 ? (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">({groups.length})</span>
        ) : null}
      </h2>
      <ListProgressNote
        queryKey={sessionQueries.artifacts(chatId).queryKey}
        noun="artifact revisions"
        fetching={query.isFetching}
      />
      {failure && query.data !== undefined && !gone ? <StaleReadNote /> : null}
      {gone ? (
        // The chat's own alert says it is not on the service; a second alert with a retry that
        // cannot help would only repeat it.
        <p className="text-sm text-slate-600 dark:text-slate-400">None: this chat is not on the service.</p>
      ) : failure && query.data === undefined ? (
        <ErrorAlert
          title="The artifacts could not be loaded."
          error={failure}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.isPending ? (
        <p className={LOADING}>Loading artifacts…</p>
      ) : groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No artifacts yet. What the agent writes in this chat appears here, with every revision.
        </p>
      ) : (
        <Suspense fallback={<p className={LOADING}>Loading artifacts…</p>}>
          <ul className="flex flex-col gap-3">
            {groups.map((group) => (
              <ArtifactCard key={group.artifactId} group={group} />
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
