// Applies the event table's effects to the query cache in batches. A lone frame is applied as
// soon as the thread is free (a microtask); while frames keep arriving they are coalesced until
// the next animation frame (at most about one frame), so a burst of 1,000 frames costs a handful
// of renders, one write per job and one request per stale resource, not one per frame. A hidden
// tab has no animation frames, so there the next task (a MessageChannel message) flushes instead.
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/lib/api/queries/jobs';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { isApiError } from '@/lib/api/errors';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Job } from '@/lib/api/resources/job';
import type { CacheEffect } from './effects';
import { noteJobWrites } from '@/lib/api/queries/list-reads';

export interface CacheApplier {
  enqueue: (effects: CacheEffect[]) => void;
  flush: () => Promise<void>;
  dispose: () => void;
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

/** About one frame: frames closer together than this count as one burst. */
export const FRAME_MS = 16;

/** Runs `run` once, later; returns a cancel. */
type Schedule = (run: () => void) => () => void;

export interface FlushTiming {
  now: () => number;
  isHidden: () => boolean;
  /** At the next animation frame (visible tab). */
  nextFrame: Schedule;
  /** In the next task (hidden tab: no animation frames, and timers there are throttled). */
  nextTask: Schedule;
}

const microtask: Schedule = (run) => {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
};

const browserTiming: FlushTiming = {
  now: () => performance.now(),
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  nextFrame: (run) => {
    if (typeof requestAnimationFrame !== 'function') return browserTiming.nextTask(run);
    // The tab may be hidden before the frame comes; the timer is the cap either way.
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      run();
    };
    const frame = requestAnimationFrame(once);
    const timer = setTimeout(once, FRAME_MS + 4);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  },
  nextTask: (run) => {
    if (typeof MessageChannel !== 'function') {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(null);
    return () => {
      cancelled = true;
      channel.port1.close();
    };
  },
};

// TanStack's notifyManager still hands observers their news in a macrotask (setTimeout 0): a
// microtask scheduler (notifyManager.setScheduler(queueMicrotask)) saved that task, but rendered
// the board inside pointer-event tasks and broke the calm-update journey (a card under the
// pointer moved before "1 update" could be clicked), so it is left as TanStack ships it.

export function createCacheApplier(
  queryClient: QueryClient,
  options: { timing?: Partial<FlushTiming>; onUnknown?: (type: string) => void } = {},
): CacheApplier {
  let queue: CacheEffect[] = [];
  let cancelScheduled: (() => void) | undefined;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  const timing: FlushTiming = { ...browserTiming, ...options.timing };

  function writeJobs(jobs: Map<string, Job>) {
    if (jobs.size === 0) return;
    // A list read in flight keeps these over its own (older or equal) copies when it lands.
    noteJobWrites(jobs.values());
    queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) => upsertJobs(list, jobs));
    for (const job of jobs.values()) {
      const key = jobQueries.detail(job.id).queryKey;
      if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, job);
    }
  }

  // Re-reads of single jobs land one by one; their list writes are gathered per frame too.
  const landed = new Map<string, Job>();
  let landing: Promise<void> | undefined;
  function land(job: Job): Promise<void> {
    landed.set(job.id, job);
    landing ??= new Promise<void>((resolve) => {
      const run = () => {
        landing = undefined;
        const jobs = new Map(landed);
        landed.clear();
        notifyManager.batch(() => writeJobs(jobs));
        resolve();
      };
      if (timing.isHidden()) timing.nextTask(run);
      else timing.nextFrame(run);
    });
    return landing;
  }

  // Re-reads of single jobs in flight. A frame for a job whose re-read is out does not cancel
  // it (under frames faster than a round trip, no re-read would ever land): that read is
  // followed by one more, its answer shown meanwhile with the latest state the frames named.
  const refreshing = new Map<string, { again: boolean; state?: string }>();

  async function refreshJob(jobId: string) {
    const detail = jobQueries.detail(jobId);
    const known =
      queryClient.getQueryData(jobQueries.list().queryKey) !== undefined ||
      queryClient.getQueryData(detail.queryKey) !== undefined;
    if (!known) return;
    const pending = refreshing.get(jobId);
    if (pending) {
      pending.again = true;
      return;
    }
    // Someone else's read already on the wire was sent before this frame: read once more after.
    const entry = { again: queryClient.isFetching({ queryKey: detail.queryKey, exact: true }) > 0 } as {
      again: boolean;
      state?: string;
    };
    refreshing.set(jobId, entry);
    try {
      for (;;) {
        const job = await queryClient.fetchQuery({ ...detail, staleTime: 0 });
        if (!entry.again) {
          await land(job);
          return;
        }
        const { state } = entry;
        entry.again = false;
        entry.state = undefined;
        void land(state === undefined ? job : { ...job, state });
      }
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) =>
          list?.filter((item) => item.id !== jobId),
        );
      }
    } finally {
      refreshing.delete(jobId);
    }
  }

  async function flush() {
    cancelScheduled = undefined;
    lastFlushAt = timing.now();
    const effects = queue;
    queue = [];
    if (effects.length === 0) return;

    const jobs = new Map<string, Job>();
    let index: Map<string, Job> | undefined; // the list by id, built once per flush if needed
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
            (index ??= new Map(
              (queryClient.getQueryData(jobQueries.list().queryKey) ?? []).map((job) => [job.id, job]),
            )).get(effect.jobId);
          if (base) jobs.set(effect.jobId, { ...base, state: effect.state });
          const inFlight = refreshing.get(effect.jobId);
          if (inFlight) inFlight.state = effect.state;
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
      writeJobs(jobs);
      for (const { sessionId, revision } of artifacts) {
        const key = sessionQueries.artifacts(sessionId).queryKey;
        queryClient.setQueryData(key, (list: ArtifactRevision[] | undefined) =>
          list && !list.some((item) => item.revisionId === revision.revisionId) ? [...list, revision] : list,
        );
      }
    });
    // A list read in flight is NOT restarted by these frames: it would never finish under a
    // steady stream of them (5,000 jobs are 250 pages). When it lands, the jobs written here
    // meanwhile are kept over its copies (see list-reads.ts and keepNewerJobs).
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
      if (cancelScheduled) return; // coalesced into the flush already on its way
      const run = () => void flush();
      // Quiet before this frame: apply it as soon as this task ends. Frames keep coming: gather
      // them until the next animation frame (or the next task, where there are no frames).
      const quiet = timing.now() - lastFlushAt >= FRAME_MS;
      cancelScheduled = quiet
        ? microtask(run)
        : timing.isHidden()
          ? timing.nextTask(run)
          : timing.nextFrame(run);
    },
    flush: async () => {
      cancelScheduled?.();
      await flush();
    },
    dispose() {
      cancelScheduled?.();
      cancelScheduled = undefined;
      queue = [];
    },
  };
}
