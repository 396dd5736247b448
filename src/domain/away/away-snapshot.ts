// What the app shows, reduced to what "While you were away" compares: each job's state, how many
// agent messages each open chat holds, each chat's artifact revisions, and the batches acting rules
// held. Taken from the query cache (and the rules' acts) at the moment the person stops seeing live
// changes, and again once the re-read settles.
import type { Query, QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useRuleActsStore } from '@/domain/jobs/rule-acts-store';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';
import { countBy } from '@/lib/api/resources/message';

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
  /** Batch → job of what acting rules held; undefined when a part of the cache only was read. */
  ruleBatches: Map<string, string> | undefined;
}

function seen(jobs: Map<string, SeenJob>, job: Job) {
  jobs.set(job.id, { state: job.state, title: job.title });
}

type Part =
  | { kind: 'list' }
  | { kind: 'job'; jobId: string }
  | { kind: 'messages'; chatId: string }
  | { kind: 'artifacts'; chatId: string };

/** What of the snapshot `query` holds, if anything: the jobs list, a job, a chat's messages or artifacts. */
function partOf(query: Query): Part | undefined {
  const [root, id, part, ...rest] = query.queryKey;
  if (typeof id !== 'string' || rest.length > 0) return undefined;
  if (root === 'jobs' && id === 'list' && part === undefined) return { kind: 'list' };
  if (root === 'jobs' && id === 'detail' && typeof part === 'string') return { kind: 'job', jobId: part };
  if (root === 'sessions' && (part === 'messages' || part === 'artifacts')) return { kind: part, chatId: id };
  return undefined;
}

/** Whether the snapshot reads `query`. */
export const isCompared = (query: Query) => partOf(query) !== undefined;

/** What the cache shows; `include` picks the queries read (one left out adds nothing, and rules' acts are left out). */
export function readSnapshot(queryClient: QueryClient, include?: (query: Query) => boolean): AwaySnapshot {
  const jobs = new Map<string, SeenJob>();
  const agentMessages = new Map<string, number>();
  const artifacts = new Map<string, Map<string, SeenRevision>>();
  const parts = queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const part = !include || include(query) ? partOf(query) : undefined;
      return part ? [part] : [];
    });
  // The list first: a job's own read adds only a job the list lacks.
  const listed = parts.some((part) => part.kind === 'list');
  const list = listed ? queryClient.getQueryData(jobQueries.list().queryKey) : undefined;
  for (const job of list ?? []) seen(jobs, job);
  for (const part of parts) {
    if (part.kind === 'job') {
      const job = queryClient.getQueryData(jobQueries.detail(part.jobId).queryKey);
      if (job && !jobs.has(job.id)) seen(jobs, job);
    } else if (part.kind === 'messages') {
      const messages = queryClient.getQueryData(sessionQueries.messages(part.chatId).queryKey);
      if (messages) agentMessages.set(part.chatId, countBy(messages, 'agent'));
    } else if (part.kind === 'artifacts') {
      const revisions = queryClient.getQueryData(sessionQueries.artifacts(part.chatId).queryKey);
      if (revisions)
        artifacts.set(
          part.chatId,
          new Map(
            revisions.map((r) => [
              r.revisionId,
              { artifactId: r.artifactId, title: r.title, version: r.version },
            ]),
          ),
        );
    }
  }
  const ruleBatches = include
    ? undefined
    : new Map(useRuleActsStore.getState().acts.map((act) => [act.batch, act.jobId]));
  return { jobsListed: list !== undefined, jobs, agentMessages, artifacts, ruleBatches };
}
