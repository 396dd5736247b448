// Jobs the person put off ("not now"): a snoozed job leaves the waiting count and the inbox's
// "Needs you" until its time is up, or at once when the job changes (a new state, or its agent
// asks something new, which moves its last update). Per account in local storage, read back by
// every tab, wiped by Sign out. The navigation count, the tab title and the inbox all ask here.
import { own, setOwn, without } from '@/lib/prototype-safe-records';
import { createAccountStore } from '@/lib/storage/account-store';
import type { Job } from '@/lib/api/resources/job';

export interface Snooze {
  /** Epoch ms it ends; null: until the job changes. */
  until: number | null;
  /** The job as it was snoozed: any change to these wakes it. */
  state: string;
  updatedAt: string;
}

export type SnoozeChoice = '1 hour' | 'Until tomorrow' | 'Until it changes';

/** 9:00 local time on the next day. */
export function tomorrowMorning(now: number): number {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(9, 0, 0, 0);
  return at.getTime();
}

export function snoozeOf(job: Job, choice: SnoozeChoice, now: number): Snooze {
  const until =
    choice === '1 hour' ? now + 3_600_000 : choice === 'Until tomorrow' ? tomorrowMorning(now) : null;
  return { until, state: job.state, updatedAt: job.updatedAt ?? '' };
}

/** Whether the snooze still holds the job back: its time is not up and the job is as it was. */
export function stillSnoozed(snooze: Snooze | undefined, job: Job, now: number): boolean {
  if (!snooze) return false;
  if (job.state !== snooze.state || (job.updatedAt ?? '') !== snooze.updatedAt) return false;
  return snooze.until === null || now < snooze.until;
}

/** The next moment a snooze of these ends by time, to re-check then. */
export function nextWake(snoozes: Readonly<Record<string, Snooze>>, now: number): number | undefined {
  let next: number | undefined;
  for (const { until } of Object.values(snoozes))
    if (until !== null && until > now && (next === undefined || until < next)) next = until;
  return next;
}

interface SnoozeState {
  snoozes: Record<string, Snooze>;
  actions: {
    snooze: (job: Job, choice: SnoozeChoice) => void;
    wake: (jobId: string) => void;
  };
}

export const useSnoozeStore = createAccountStore<SnoozeState>()(
  (set) => ({
    snoozes: {},
    actions: {
      snooze: (job, choice) =>
        set((s) => {
          const snoozes = { ...s.snoozes };
          setOwn(snoozes, job.id, snoozeOf(job, choice, Date.now()));
          return { snoozes };
        }),
      wake: (jobId) => set((s) => ({ snoozes: without(s.snoozes, jobId) })),
    },
  }),
  {
    name: 'agent-console:snoozes',
    partialize: (state) => ({ snoozes: state.snoozes }),
  },
);

export const snoozeFor = (snoozes: Readonly<Record<string, Snooze>>, jobId: string) => own(snoozes, jobId);
