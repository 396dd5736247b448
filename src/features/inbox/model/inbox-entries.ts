// The inbox's rows: every waiting job, plus the ones that stopped waiting while on screen, kept
// in place for a moment (with their receipt, or "Answered elsewhere") so nothing vanishes from
// under the person's eyes or pointer. Rows keep the position they first had: oldest waiting first.
import type { Job } from '@/lib/api/resources/job';
import type { Instant } from '@/lib/time';
import { byWaitingSince, waitingSince } from '@/domain/jobs/waiting-jobs';

export interface InboxEntry {
  id: string;
  /** The job as last seen (the list's current copy is preferred when rendering). */
  job: Job;
  since: Instant;
  /** No longer waiting: shown for a moment, then dropped. */
  departed: boolean;
  /** Departed and closing: the row shrinks away before it is dropped. */
  closing?: boolean;
}

export function mergeInbox(
  previous: readonly InboxEntry[],
  waiting: readonly Job[],
  current: Pick<ReadonlyMap<string, Job>, 'get'>,
): InboxEntry[] {
  const before = new Map(previous.map((entry) => [entry.id, entry]));
  const next: InboxEntry[] = waiting.map((job) => {
    const old = before.get(job.id);
    // A job that asks again after leaving the inbox starts waiting anew.
    const since = old && !old.departed ? old.since : waitingSince(job);
    return { id: job.id, job, since, departed: false };
  });
  const waitingIds = new Set(waiting.map((job) => job.id));
  for (const entry of previous) {
    if (waitingIds.has(entry.id)) continue;
    next.push({ ...entry, job: current.get(entry.id) ?? entry.job, departed: true });
  }
  return next.sort(byWaitingSince);
}

/**
 * The row to select after `id` was answered: the next one still waiting (and not answered here
 * already, `answered`), else the one before.
 */
export function nextWaiting(
  entries: readonly InboxEntry[],
  id: string,
  answered: ReadonlySet<string> = new Set(),
): string | undefined {
  const open = (entry: InboxEntry) => !entry.departed && entry.id !== id && !answered.has(entry.id);
  const at = entries.findIndex((entry) => entry.id === id);
  const after = entries.slice(at + 1).find(open);
  const before = entries.slice(0, Math.max(at, 0)).reverse().find(open);
  return (after ?? before)?.id;
}
