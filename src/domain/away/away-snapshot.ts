// What the app shows, reduced to what "While you were away" compares: each job's state, how many
// agent messages each open chat holds, and each chat's artifact revisions. Taken from the query
// cache at the moment the person stops seeing live changes, and again once the re-read settles.
import type { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';

interface SeenJob {
  state: string;
  title: string | undefined;
}

interface SeenRevision {
  artifactId: string;
  title: string;
  version: number | undefined;
}

export interface AwaySnapshot {
  /** Whether the jobs list was loaded: a job missing from it is new only then. */
  jobsListed: boolean;
  jobs: Map<string, SeenJob>;
  /** Chat id → agent messages in it. */
  agentMessages: Map<string, number>;
  /** Chat id → revision id → revision. */
  artifacts: Map<string, Map<string, SeenRevision>>;
}

function seen(jobs: Map<string, SeenJob>, job: Job) {
  jobs.set(job.id, { state: job.state, title: job.title });
}

export function readSnapshot(queryClient: QueryClient): AwaySnapshot {
  const jobs = new Map<string, SeenJob>();
  const list = queryClient.getQueryData(jobQueries.list().queryKey);
  for (const job of list ?? []) seen(jobs, job);
  const agentMessages = new Map<string, number>();
  const artifacts = new Map<string, Map<string, SeenRevision>>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const [root, id, part] = query.queryKey;
    if (typeof id !== 'string') continue;
    if (root === 'jobs' && id === 'detail' && typeof part === 'string') {
      const job = queryClient.getQueryData(jobQueries.detail(part).queryKey);
      if (job && !jobs.has(job.id)) seen(jobs, job);
    } else if (root === 'sessions' && part === 'messages') {
      const messages = queryClient.getQueryData(sessionQueries.messages(id).queryKey);
      if (messages) agentMessages.set(id, messages.filter((m) => m.author === 'agent').length);
    } else if (root === 'sessions' && part === 'artifacts') {
      const revisions = queryClient.getQueryData(sessionQueries.artifacts(id).queryKey);
      if (revisions)
        artifacts.set(
          id,
          new Map(
            revisions.map((r) => [
              r.revisionId,
              { artifactId: r.artifactId, title: r.title, version: r.version },
            ]),
          ),
        );
    }
  }
  return { jobsListed: list !== undefined, jobs, agentMessages, artifacts };
}
