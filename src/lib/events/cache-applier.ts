// Applies the event table's effects to the query cache in batches: effects queue up and are
// flushed together (default every 50 ms), so a burst of 1,000 frames costs a handful of renders,
// one write per job and one request per stale resource, not one per frame.
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/lib/api/queries/jobs';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { isApiError } from '@/lib/api/errors';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Job } from '@/lib/api/resources/job';
import type { CacheEffect } from './effects';

export interface CacheApplier {
  enqueue: (effects: CacheEffect[]) => void;
  flush: () => Promise<void>;
  dispose: () => void;
}

function upsertJob(list: Job[] | undefined, job: Job): Job[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item.id === job.id);
  if (index === -1) return [...list, job];
  const next = list.slice();
  next[index] = job;
  return next;
}

function upsertJobs(list: Job[] | undefined, jobs: Map<string, Job>): Job[] | undefined {
  if (!list || jobs.size === 0) return list;
  const pending = new Map(jobs);
  const next = list.map((item) => {
    const update = pending.get(item.id);
    if (!update) return item;
    pending.delete(item.id);
    return update;
  });
  return [...next, ...pending.values()];
}

export function createCacheApplier(
  queryClient: QueryClient,
  options: { intervalMs?: number; onUnknown?: (type: string) => void } = {},
): CacheApplier {
  let queue: CacheEffect[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const intervalMs = options.intervalMs ?? 50;

  async function refreshJob(jobId: string) {
    const detail = jobQueries.detail(jobId);
    const known =
      queryClient.getQueryData(jobQueries.list().queryKey) !== undefined ||
      queryClient.getQueryData(detail.queryKey) !== undefined;
    if (!known) return;
    try {
      // A read already in flight was sent before this frame: its answer may be older than the
      // state just patched in, so it is cancelled and the job is read again.
      await queryClient.cancelQueries({ queryKey: detail.queryKey, exact: true });
      const job = await queryClient.fetchQuery({ ...detail, staleTime: 0 });
      queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) => upsertJob(list, job));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) =>
          list?.filter((item) => item.id !== jobId),
        );
      }
    }
  }

  async function flush() {
    timer = undefined;
    const effects = queue;
    queue = [];
    if (effects.length === 0) return;

    const jobs = new Map<string, Job>();
    const refresh = new Set<string>();
    const invalidations = new Map<string, readonly unknown[]>();
    const artifacts: { sessionId: string; revision: ArtifactRevision }[] = [];
    for (const effect of effects) {
      switch (effect.kind) {
        case 'write-job':
          jobs.set(effect.job.id, effect.job);
          refresh.delete(effect.job.id);
          break;
        case 'patch-job-state': {
          const base =
            jobs.get(effect.jobId) ??
            queryClient.getQueryData(jobQueries.detail(effect.jobId).queryKey) ??
            queryClient.getQueryData(jobQueries.list().queryKey)?.find((job) => job.id === effect.jobId);
          if (base) jobs.set(effect.jobId, { ...base, state: effect.state });
          break;
        }
        case 'refresh-job':
          refresh.add(effect.jobId);
          break;
        case 'invalidate':
          invalidations.set(JSON.stringify(effect.queryKey), effect.queryKey);
          break;
        case 'add-artifact':
          artifacts.push(effect);
          break;
        case 'write-session':
          break; // sessions have no GET endpoint; listeners of the stream keep them
        case 'log-unknown':
          options.onUnknown?.(effect.type);
          break;
      }
    }

    notifyManager.batch(() => {
      if (jobs.size > 0) {
        queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) =>
          upsertJobs(list, jobs),
        );
        for (const job of jobs.values()) {
          const key = jobQueries.detail(job.id).queryKey;
          if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, job);
        }
      }
      for (const { sessionId, revision } of artifacts) {
        const key = sessionQueries.artifacts(sessionId).queryKey;
        queryClient.setQueryData(key, (list: ArtifactRevision[] | undefined) =>
          list && !list.some((item) => item.revisionId === revision.revisionId) ? [...list, revision] : list,
        );
      }
    });
    // A list read in flight was sent before these frames; its answer would overwrite them with
    // older states. Restart it (the in-flight one is cancelled, keeping what the frames wrote).
    const listKey = jobQueries.list().queryKey;
    if (jobs.size > 0 && queryClient.isFetching({ queryKey: listKey, exact: true }) > 0) {
      invalidations.set(JSON.stringify(listKey), listKey);
    }
    await Promise.all([...[...invalidations.values()].map(invalidateFresh), ...[...refresh].map(refreshJob)]);
  }

  // TanStack dedupes an invalidation onto a query's first load when it is already on the wire
  // (it cancels and restarts only queries that hold data), and that answer predates the frame.
  // So first loads in flight are read once more when they land.
  async function invalidateFresh(queryKey: readonly unknown[]) {
    const firstLoads = queryClient.getQueryCache().findAll({
      queryKey,
      predicate: (query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined,
    });
    await queryClient.invalidateQueries({ queryKey });
    await Promise.all(
      firstLoads.map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })),
    );
  }

  return {
    enqueue(effects) {
      queue.push(...effects);
      timer ??= setTimeout(() => void flush(), intervalMs);
    },
    flush: async () => {
      if (timer) clearTimeout(timer);
      await flush();
    },
    dispose() {
      if (timer) clearTimeout(timer);
      queue = [];
    },
  };
}
