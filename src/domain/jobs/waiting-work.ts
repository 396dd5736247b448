// What waits for the person, one answer for every screen that says it (the navigation badge, the
// tab title, the board's "N waiting" and its "Next waiting job (N left)", the Inbox's rows and its
// snoozed list, the needs-input notifier and quiet hours' notices): the waiting jobs
// (waiting-jobs.ts) split into those awake and those snoozed (snoozes.ts), oldest waiting first;
// the next one to answer; and the count as shown, "3", or "60+" when the service had more than
// was read. A snoozed job waits, but not for the person now: it counts nowhere until it wakes.
import type { Job } from '@/lib/api/resources/job';
import { formatCount } from '@/lib/format-count';
import { byWaitingSince, waitingSince } from './waiting-jobs';

const entryOf = (job: Job) => ({ since: waitingSince(job), id: job.id });

export interface WaitingWork {
  /** Waiting for the person now, oldest waiting first. */
  awake: readonly Job[];
  /** Put off ("not now") until their time is up or they change. */
  snoozed: readonly Job[];
  /** Every waiting job, awake or snoozed, oldest waiting first: what has a question open. */
  all: readonly Job[];
  /** The count is a lower bound: the service had more jobs than were read. */
  more: boolean;
  /** The count as every screen shows it: "3", "1,240", "60+". */
  count: string;
}

export function waitingWork(awake: readonly Job[], snoozed: readonly Job[], more: boolean): WaitingWork {
  const all = [...awake, ...snoozed].sort((a, b) => byWaitingSince(entryOf(a), entryOf(b)));
  return { awake, snoozed, all, more, count: `${formatCount(awake.length)}${more ? '+' : ''}` };
}

/** The next job to answer after `current` (oldest waiting first), and how many are left besides. */
export function nextWaiting(work: WaitingWork, current: string | undefined): { next?: Job; left: number } {
  const others = work.awake.filter((job) => job.id !== current);
  return others[0] ? { next: others[0], left: others.length } : { left: 0 };
}
