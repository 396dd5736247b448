// Partial frames name a job and its new state, not what its card shows: each one is followed by a
// read of that job (`GET /v1/jobs/{id}`), so every change reaches the screen, not only the last of
// a round trip's worth. A frame starts its own read at once, even while an older read of the same
// job is out (that one left the service before the change): waiting for it would skip every change
// that lands during a round trip. Reads are bounded: at most MAX_READS_IN_FLIGHT at a time, a job
// waits in the queue at most once (its read, when it starts, sees every frame before it), and when
// more than MAX_QUEUED_READS distinct jobs wait (a burst, a reconnect) they are dropped for one
// re-read of the list. A read that lands after a newer frame of its job shows that frame's state;
// the cache keeps the newer copy of each job by `updatedAt` (keep-newer.ts).
import type { QueryClient } from '@tanstack/react-query';
import { getJob, jobQueries } from './job-queries';
import { newerJob } from './keep-newer';
import { isApiError } from '@/lib/api/errors';
import type { Job } from '@/lib/api/resources/job';
import type { WriteClock } from '@/lib/events/flush-timing';

/**
 * An HTTP/1.1 browser opens six sockets per host and the event stream holds one: five reads use
 * the rest. Fewer would leave reads waiting in this queue for a slot while jobs change fast, long
 * enough for a job to change again before its read reached the service; over HTTP/2 there is no
 * such limit and five is still a modest load.
 */
export const MAX_READS_IN_FLIGHT = 5;
export const MAX_QUEUED_READS = 32;

export interface JobReader {
  /** A frame named this job (and maybe its new state): reads out before it now answer older. */
  noteFrame: (jobId: string, state: string | undefined) => void;
  /** Reads the job; resolves once its answer is in the cache (or was dropped for a list read). */
  read: (jobId: string) => Promise<void>;
  /**
   * The job's latest read while it is out or waiting, else undefined: what a frame patched into
   * its card (a new state over the old title) is provisional until then.
   */
  whenRead: (jobId: string) => Promise<void> | undefined;
  /**
   * The cache is another account's from now on (a key change, a sign out): reads still out land
   * nowhere, and the queue is dropped.
   */
  dispose: () => void;
}

/** A job's reads out (or waiting) and the frames seen for it meanwhile. */
interface ReadTally {
  /** Frames seen for this job while it has reads out or waiting. */
  framesSeen: number;
  /** The state the latest of them named. */
  latestState?: string;
  /** Its reads out. */
  reads: number;
}

export function createJobReader(options: {
  queryClient: QueryClient;
  /** The cache's last writes, the applier's and these reads' (a burst waits for the frame). */
  writes: WriteClock;
  writeJobs: (jobs: Map<string, Job>) => void;
  /** The fallback: one re-read of the job lists (never restarted by frames meanwhile). */
  readLists: () => Promise<void>;
}): JobReader {
  const { queryClient, writes, writeJobs } = options;
  const tallies = new Map<string, ReadTally>();
  let disposed = false;
  // Jobs whose read waits for a free slot; `settle` hands it the read that answers for it.
  const waiting = new Map<string, { done: Promise<void>; settle: (read: Promise<void>) => void }>();
  let inFlight = 0;
  // The latest read asked for each job, until it settles.
  const out = new Map<string, Promise<void>>();
  function track(jobId: string, read: Promise<void>): Promise<void> {
    out.set(jobId, read);
    const settled = () => {
      if (out.get(jobId) === read) out.delete(jobId);
    };
    read.then(settled, settled);
    return read;
  }

  // Reads land one by one. A read that lands alone (fewer than two cache writes in the past frame,
  // the applier's included) is written at once, at the end of its task; while writes keep coming
  // (a burst), its write is gathered into the next frame's, the cache applier's own policy.
  const landed = new Map<string, Job>();
  let landing: Promise<void> | undefined;
  function land(job: Job): Promise<void> {
    landed.set(job.id, newerJob(landed.get(job.id), job));
    landing ??= new Promise<void>((resolve) => {
      const write = () => {
        landing = undefined;
        writes.note();
        const jobs = new Map(landed);
        landed.clear();
        if (!disposed) writeJobs(jobs);
        resolve();
      };
      writes.schedule(write);
    });
    return landing;
  }

  function release(jobId: string, tally: ReadTally) {
    tally.reads -= 1;
    if (tally.reads === 0 && !waiting.has(jobId)) tallies.delete(jobId);
  }

  async function start(jobId: string): Promise<void> {
    const tally = tallies.get(jobId) ?? { framesSeen: 0, reads: 0 };
    tallies.set(jobId, tally);
    tally.reads += 1;
    const sentAfter = tally.framesSeen;
    inFlight += 1;
    let job: Job;
    try {
      job = await getJob(jobId);
      // A frame came after this read left: show the state it named over the read's older one.
      if (tally.framesSeen > sentAfter && tally.latestState !== undefined)
        job = { ...job, state: tally.latestState };
    } catch (error) {
      if (!disposed && isApiError(error) && error.status === 404)
        queryClient.setQueryData(jobQueries.list().queryKey, (list: Job[] | undefined) =>
          list?.filter((item) => item.id !== jobId),
        );
      return;
    } finally {
      // The slot is free once the answer is in; its write waits for the frame.
      inFlight -= 1;
      release(jobId, tally);
      next();
    }
    if (!disposed) await land(job);
  }

  function next() {
    if (disposed) return;
    for (const [jobId, queued] of waiting) {
      if (inFlight >= MAX_READS_IN_FLIGHT) return;
      waiting.delete(jobId);
      queued.settle(start(jobId));
    }
  }

  function fallBack(): Promise<void> {
    const read = options.readLists();
    for (const [jobId, queued] of waiting) {
      queued.settle(read);
      if (tallies.get(jobId)?.reads === 0) tallies.delete(jobId);
    }
    waiting.clear();
    return read;
  }

  return {
    noteFrame(jobId, state) {
      const tally = tallies.get(jobId);
      if (!tally) return;
      tally.framesSeen += 1;
      if (state !== undefined) tally.latestState = state;
    },
    read: (jobId) => (disposed ? Promise.resolve() : track(jobId, readJob(jobId))),
    whenRead: (jobId) => out.get(jobId),
    dispose() {
      disposed = true;
      for (const queued of waiting.values()) queued.settle(Promise.resolve());
      waiting.clear();
    },
  };

  function readJob(jobId: string): Promise<void> {
    const known =
      queryClient.getQueryData(jobQueries.list().queryKey) !== undefined ||
      queryClient.getQueryData(jobQueries.detail(jobId).queryKey) !== undefined;
    if (!known) return Promise.resolve();
    const queued = waiting.get(jobId);
    if (queued) return queued.done; // it starts later, so it reads after this frame too
    if (inFlight < MAX_READS_IN_FLIGHT) return start(jobId);
    let settle: (read: Promise<void>) => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      settle = (read) => void read.then(resolve);
    });
    waiting.set(jobId, { done, settle });
    if (!tallies.has(jobId)) tallies.set(jobId, { framesSeen: 0, reads: 0 });
    return waiting.size > MAX_QUEUED_READS ? fallBack() : done;
  }
}
