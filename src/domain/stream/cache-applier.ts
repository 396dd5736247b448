// Applies the event table's effects to the query cache in batches. A lone frame is applied as
// soon as the thread is free (a microtask); while frames keep arriving they are coalesced until
// the next animation frame (at most about one frame), so a burst of 1,000 frames costs a handful
// of renders, one write per job and one request per stale resource, not one per frame. A hidden
// tab has no animation frames, so there the next task (a MessageChannel message) flushes instead.
import { defaultScheduler, notifyManager, type QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { writeArtifacts } from './artifact-writes';
import type { CacheEffect } from './effects';
import { noteJobWrites } from '@/domain/jobs/job-list-read';
import { newerJob } from '@/domain/jobs/keep-newer';
import { noteWaitingChanges } from '@/domain/jobs/waiting-cache';
import {
  browserTiming,
  createWriteClock,
  type FlushTiming,
  type ScheduledWrite,
} from '@/lib/events/flush-timing';
import { createJobReader } from '@/domain/jobs/job-reads';
import { upsertById } from '@/domain/jobs/upsert-by-id';
import { positionOf } from '@/domain/jobs/list-changes';

export type { FlushTiming } from '@/lib/events/flush-timing';

/** Effects one task may bring and still have applied at its end (a lone frame brings one or two). */
export const MAX_EFFECTS_NOW = 16;

export interface CacheApplier {
  enqueue: (effects: CacheEffect[]) => void;
  flush: () => Promise<void>;
  dispose: () => void;
  /** The job's read after a partial frame, while it is out (see JobReader.whenRead). */
  whenJobRead: (jobId: string) => Promise<void> | undefined;
}

/** Writes `jobs` over the list by id (the newer copy of each wins), new ones at the end. */
function upsertJobs(list: Job[] | undefined, jobs: Map<string, Job>): Job[] | undefined {
  if (!list || jobs.size === 0) return list;
  return upsertById(list, jobs.values(), { merge: (held, incoming) => newerJob(held, incoming) });
}

/**
 * The applier's notify scheduler: at once. An observer that throws is logged, not thrown into the
 * write (whose flush and reads would then never settle); as from TanStack's own timer, the rest of
 * that batch's news is lost with it.
 */
function notifyNow(run: () => void) {
  try {
    run();
  } catch (error) {
    console.error('An observer of the cache failed; the write stands.', error);
  }
}

/**
 * Runs one of the applier's writes (a flush, a read's answer) in a notify batch whose news reaches
 * observers, and so React, at the end of this task, not in TanStack's next one (its default
 * scheduler is setTimeout 0): a write made in an animation frame renders before that frame's
 * paint, not a frame later. Only these writes: they run in a frame's task, a microtask or an
 * animation frame, never inside an input event's task. (A global microtask scheduler rendered the
 * board inside pointer-event tasks and broke the calm-update journey.)
 */
function writeAndNotify(write: () => void) {
  notifyManager.setScheduler(notifyNow);
  try {
    notifyManager.batch(write);
  } finally {
    notifyManager.setScheduler(defaultScheduler);
  }
}

export function createCacheApplier(
  queryClient: QueryClient,
  options: { timing?: Partial<FlushTiming>; onUnknown?: (type: string) => void } = {},
): CacheApplier {
  let queue: CacheEffect[] = [];
  // Reads of jobs that partial frames named, started at the end of the task their frames came in
  // (one read per job however many of its frames one chunk held): the next flush waits for them.
  let reads: Promise<void>[] = [];
  let toRead: Set<string> | undefined;
  function startReads() {
    const jobIds = toRead;
    toRead = undefined;
    for (const jobId of jobIds ?? []) reads.push(reader.read(jobId));
  }
  // The flush on its way, if any: its cancel, and whether it runs in a microtask (at the end of the
  // task the frames came in) rather than at the next frame.
  let scheduled: ScheduledWrite | undefined;
  const timing: FlushTiming = { ...browserTiming, ...options.timing };
  // When a write runs (flushes, and the reads' answers alike): a frame is a burst's only when two
  // were applied within the past frame.
  const writes = createWriteClock(timing);

  function writeJobs(jobs: Map<string, Job>) {
    if (jobs.size === 0) return;
    // A list read in flight keeps these over its own (older or equal) copies when it lands.
    noteJobWrites(queryClient, jobs.values());
    queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) => upsertJobs(list, jobs));
    for (const job of jobs.values()) {
      const key = jobQueries.detail(job.id).queryKey;
      const held = queryClient.getQueryData(key);
      if (held !== undefined) queryClient.setQueryData(key, newerJob(held, job));
    }
    noteWaitingChanges(queryClient, jobs, new Map([...jobs.values()].map((job) => [job.id, job.state])));
  }

  const reader = createJobReader({
    queryClient,
    writes,
    writeJobs: (jobs) => writeAndNotify(() => writeJobs(jobs)),
    readLists: () => invalidateFresh(jobQueries.all()),
  });

  async function flush() {
    scheduled = undefined;
    startReads();
    writes.note();
    const effects = queue;
    const started = reads;
    queue = [];
    reads = [];
    if (effects.length === 0 && started.length === 0) return;

    const jobs = new Map<string, Job>();
    const listed = (id: string) => {
      const list = queryClient.getQueryData(jobQueries.list().queryKey);
      // The list's ids by position are kept beside it by its writes (list-changes.ts).
      return list?.[positionOf(list, id)];
    };
    const unknown = new Map<string, string>(); // states of jobs this cache does not hold
    const invalidations = new Map<string, readonly unknown[]>();
    const artifacts: { chatId: string; revision: ArtifactRevision }[] = [];
    for (const effect of effects) {
      switch (effect.kind) {
        case 'write-job':
          jobs.set(effect.job.id, effect.job);
          break;
        case 'patch-job-state': {
          const base =
            jobs.get(effect.jobId) ??
            queryClient.getQueryData(jobQueries.detail(effect.jobId).queryKey) ??
            listed(effect.jobId);
          if (base) jobs.set(effect.jobId, { ...base, state: effect.state });
          else unknown.set(effect.jobId, effect.state);
          break;
        }
        case 'refresh-job':
          break; // its read started when the frame came (enqueue)
        case 'invalidate':
          invalidations.set(JSON.stringify(effect.queryKey), effect.queryKey);
          break;
        case 'add-artifact':
          artifacts.push(effect);
          break;
        case 'log-unknown':
          options.onUnknown?.(effect.type);
          break;
      }
    }

    writeAndNotify(() => {
      writeJobs(jobs);
      if (noteWaitingChanges(queryClient, jobs, unknown)) {
        const { queryKey } = jobQueries.waiting();
        invalidations.set(JSON.stringify(queryKey), queryKey);
      }
      for (const key of writeArtifacts(queryClient, artifacts)) invalidations.set(JSON.stringify(key), key);
    });
    // A list read in flight is NOT restarted by these frames: it would never finish under a
    // steady stream of them (5,000 jobs are 250 pages). When it lands, the jobs written here
    // meanwhile are kept over its copies (see job-list-read.ts and keepNewerJobs).
    await Promise.all([...[...invalidations.values()].map(invalidateFresh), ...started]);
  }

  // A read in flight is never restarted by a frame (under a steady stream of frames a long read
  // would never finish: TanStack's default `cancelRefetch` cancels and starts over). Its answer may
  // predate the frame, though, so each read in flight is followed by exactly one more once it lands.
  async function invalidateFresh(queryKey: readonly unknown[]) {
    const inFlight = queryClient.getQueryCache().findAll({
      queryKey,
      predicate: (query) => query.state.fetchStatus === 'fetching',
    });
    await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    await Promise.all(
      inFlight.map((query) =>
        queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false }),
      ),
    );
  }

  return {
    enqueue(effects) {
      // A partial frame's read is network work, not a cache write: it leaves now, not with the
      // flush (which in a burst waits for an animation frame, or longer behind a render), so it
      // reaches the service before the job changes again. The frame is noted first: a read of
      // this job already out left before it (job-reads.ts).
      for (const effect of effects) {
        if (effect.kind === 'patch-job-state') reader.noteFrame(effect.jobId, effect.state);
        else if (effect.kind === 'write-job')
          toRead?.delete(effect.job.id); // it says it all
        else if (effect.kind === 'refresh-job') {
          if (!toRead) {
            toRead = new Set();
            queueMicrotask(startReads);
          }
          toRead.add(effect.jobId);
        }
      }
      queue.push(...effects);
      if (scheduled) {
        // Coalesced into the flush already on its way. A chunk of the stream that holds many
        // frames (a burst read in one go) is a burst too: applied at the next frame, in a task
        // of its own, not at the end of the one that parsed them all.
        if (scheduled.now && queue.length > MAX_EFFECTS_NOW) {
          scheduled.cancel();
          scheduled = writes.later(() => void flush());
        }
        return;
      }
      // Quiet before this frame (at most one flush in the past frame's time): apply it as soon as
      // this task ends, so frames that arrive a little unevenly (two 12 ms apart in a stream of one
      // every 20 ms) never wait for a frame. Frames keep coming (a third within one frame's time):
      // gather them until the next animation frame (or the next task, where there are no frames),
      // so a burst costs at most two writes a frame.
      scheduled = writes.schedule(() => void flush());
    },
    flush: async () => {
      scheduled?.cancel();
      await flush();
    },
    whenJobRead: reader.whenRead,
    dispose() {
      scheduled?.cancel();
      scheduled = undefined;
      queue = [];
      reads = [];
      toRead = undefined;
      reader.dispose();
    },
  };
}
