// The states this browser saw each job pass through, with the time it saw them. The service keeps
// no history (and the stream does not replay), so this is what the job screen can show; it is
// kept on this device, capped, so a reload does not forget it.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { own, setOwn } from '@/lib/prototype-safe-records';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';
import { trimNewest } from '@/lib/storage/bounds';

/** A state seen, with when the service says the job changed (`updated_at`), when it says. */
export interface SeenState {
  jobId: string;
  state: string;
  at?: number | undefined;
}

export interface ObservedState {
  state: string;
  at: number;
}

const MAX_JOBS = 300;
/** Jobs past MAX_JOBS before the oldest are let go: the sort runs once per 50 new jobs, not per write. */
const SLACK = 50;
const MAX_ENTRIES = 30;

interface TransitionsState {
  byJob: Record<string, ObservedState[]>;
  actions: {
    /**
     * Records each `state` for its job unless it is the state last seen; many at once (a burst of
     * frames): one store update, one write to storage.
     */
    observeMany: (seen: readonly SeenState[], at?: number) => void;
    /**
     * A state the job was in before what is recorded (a dispatch's answer, come back after the
     * stream had shown the job move on): put first, seen at `at`, unless it is first already.
     */
    observeFirst: (jobId: string, state: string, at: number) => void;
  };
}

const capJobs = (byJob: Record<string, ObservedState[]>) =>
  trimNewest(byJob, { max: MAX_JOBS, slack: SLACK, timeOf: (history) => history.at(-1)?.at ?? 0 });

function withObserved(byJob: Record<string, ObservedState[]>, seen: readonly SeenState[], now: number) {
  let next: Record<string, ObservedState[]> | undefined;
  for (const { jobId, state, at: changedAt } of seen) {
    const history = own(next ?? byJob, jobId) ?? [];
    const last = history.at(-1);
    if (last?.state === state) continue;
    next ??= { ...byJob };
    // When the service says it changed, if that is not in the future; never before the entry above.
    const at = Math.max(last?.at ?? 0, Math.min(changedAt ?? now, now));
    setOwn(next, jobId, [...history, { state, at }].slice(-MAX_ENTRIES)); // `__proto__` included
  }
  return next ? { byJob: capJobs(next) } : {};
}

export const useTransitionsStore = registerAccountStore(
  create<TransitionsState>()(
    persist(
      (set) => ({
        byJob: {},
        actions: {
          observeMany: (seen, at = Date.now()) => set((s) => withObserved(s.byJob, seen, at)),
          observeFirst: (jobId, state, at) =>
            set((s) => {
              const history = own(s.byJob, jobId);
              const first = history?.[0];
              if (!history || !first || first.state === state) return {};
              const entry = { state, at: Math.min(at, first.at) };
              const byJob = { ...s.byJob };
              // A full history keeps its newest entries, as withObserved does.
              setOwn(byJob, jobId, [entry, ...history].slice(-MAX_ENTRIES));
              return { byJob };
            }),
        },
      }),
      {
        name: 'agent-console:job-transitions',
        storage: accountStorage({ writeBehind: true }),
        partialize: (s) => ({ byJob: s.byJob }),
      },
    ),
  ),
  undefined,
  'none',
);

const NONE: ObservedState[] = [];
export const useObservedStates = (jobId: string) => useTransitionsStore((s) => own(s.byJob, jobId) ?? NONE);

/** When this browser first saw the job in the state it is in now, if it did. */
export function enteredStateAt(history: readonly ObservedState[], state: string): number | undefined {
  const last = history.at(-1);
  return last?.state === state ? last.at : undefined;
}
