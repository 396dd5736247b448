// Reads and frames race: a list read sent before a frame can land after it. Whenever data for a
// job replaces what the cache holds (a fetch or a write), the copy with the later `updatedAt`
// is kept, per job, so an answer that left the service earlier never undoes a newer state.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { Job } from '@/lib/api/resources/job';
import { parseTime, sortValue } from '@/lib/time';
import {
  changesBetween,
  isJobList,
  movePositions,
  noteListStep,
  positionOf,
  type JobChange,
} from './list-changes';

/** How far ahead of this device's clock a time may be and still count (clocks drift a little). */
const FUTURE_SKEW_MS = 5 * 60_000;

/**
 * A copy's time. A time further in the future than clock skew explains is not believed: an
 * incoming copy stamped so counts as "now", so it still lands as news; a held copy stamped so
 * counts as no time at all, so it never holds back a later read. A frame stamped in the year 9999
 * therefore cannot pin a job.
 */
function time(value: string | undefined, now: number, held: boolean): number {
  const parsed = parseTime(value);
  // An unknown time is older than every known one.
  if (parsed !== undefined && parsed > now + FUTURE_SKEW_MS)
    return held ? sortValue(undefined, 'first') : now;
  return sortValue(parsed, 'first');
}

/** The newer of two copies of one job; on a tie (or without timestamps) the incoming one. */
export function newerJob(current: Job | undefined, incoming: Job, now = Date.now()): Job {
  return current && time(current.updatedAt, now, true) > time(incoming.updatedAt, now, false)
    ? current
    : incoming;
}

/**
 * A job's copy that a frame wrote during a list read, against the read's copy: the frame's copy is
 * the one held, so it stays (on a tie too, since the read may have left the service before the
 * frame) unless the read's copy is strictly newer. A frame stamped in the year 9999 counts as no
 * time at all here, as any held copy does.
 */
export function keptOverRead(frame: Job, read: Job, now = Date.now()): Job {
  return time(read.updatedAt, now, false) > time(frame.updatedAt, now, true) ? read : frame;
}

function isJob(value: unknown): value is Job {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'state' in value
  );
}

/**
 * structuralSharing for the job list: incoming order and membership, newer copy of each job.
 * A job the incoming list shares with the previous one (an event's write leaves every other job
 * as it was) costs one lookup, not a deep comparison: a write costs what it changed.
 */
export function keepNewerJobs(previous: unknown, incoming: unknown): unknown {
  if (previous === incoming || !Array.isArray(previous) || !Array.isArray(incoming)) return incoming;
  const written = isJobList(previous) && isJobList(incoming) ? writtenOver(previous, incoming) : undefined;
  if (written) return written;
  const before: unknown[] = previous;
  // What changed, while the new list holds the old one's ids where they were (a read's answer
  // over the pages it wrote): noted as a write's would be, so the followers take only those.
  let changes: JobChange[] | undefined = [];
  // The previous list by id, built only when a job is not where it was: a write (same order, the
  // changed jobs in place, new ones at the end) compares by position and never builds it. Past the
  // previous list's end, after every one of its ids was found where it was, a job is new (a list
  // holds an id once): a read's answer longer than the pages written so far builds no map either
  // (it did, over 100,000 jobs, in the task that landed the read: 40 ms).
  let known: Map<string, Job> | undefined;
  const previousCopy = (id: string, index: number): Job | undefined => {
    const atIndex = before[index];
    if (isJob(atIndex) && atIndex.id === id) return atIndex;
    if (index >= before.length && changes !== undefined) return undefined;
    if (!known) {
      known = new Map();
      for (const job of before) if (isJob(job)) known.set(job.id, job);
    }
    return known.get(id);
  };
  const now = Date.now();
  let same = before.length === incoming.length;
  const next: Job[] = [];
  for (const [index, job] of (incoming as unknown[]).entries()) {
    if (!isJob(job)) return incoming;
    const old = before[index];
    if (job === old) {
      next.push(job);
      continue;
    }
    const held = previousCopy(job.id, index);
    const kept = held === undefined || held === job ? job : replaceEqualDeep(held, newerJob(held, job, now));
    if (kept !== old) same = false;
    if (index < before.length && (!isJob(old) || old.id !== job.id)) changes = undefined;
    else if (kept !== old) changes?.push({ old: isJob(old) ? old : undefined, job: kept });
    next.push(kept);
  }
  if (same) return previous;
  if (changes && isJobList(previous) && next.length >= previous.length) {
    movePositions(previous, next, next.slice(previous.length));
    noteListStep(next, previous, changes);
  }
  return next;
}

/**
 * keepNewerJobs for a list a write made from `previous` (upsert-by-id.ts notes which jobs it
 * replaced or added): only those are compared, and the newer copy goes back where it was in the
 * list the write made, which is still the write's own. `previous` itself when every held copy stays.
 */
function writtenOver(previous: readonly Job[], incoming: Job[]): unknown {
  const changes = changesBetween(previous, incoming);
  if (!changes) return undefined;
  const now = Date.now();
  let same = previous.length === incoming.length;
  let replaced = false;
  const kept: JobChange[] = [];
  for (const change of changes) {
    const { old, job } = change;
    const copy = old ? replaceEqualDeep(old, newerJob(old, job, now)) : job;
    if (copy !== old) same = false;
    if (copy !== job) {
      incoming[positionOf(incoming, job.id)] = copy;
      replaced = true;
    }
    if (copy !== old) kept.push(copy === job ? change : { old, job: copy });
  }
  if (same) {
    movePositions(incoming, previous);
    return previous;
  }
  // The note must name the copies the list holds: followers find a job leaving by its reference.
  if (replaced) noteListStep(incoming, previous, kept);
  return incoming;
}

/** structuralSharing for a single job. */
export function keepNewerJob(previous: unknown, incoming: unknown): unknown {
  if (!isJob(previous) || !isJob(incoming)) return incoming;
  return replaceEqualDeep(previous, newerJob(previous, incoming));
}
