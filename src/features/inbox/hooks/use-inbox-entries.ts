// The inbox rows over time: merged from the waiting work (domain/jobs/waiting-work.ts) on every
// change, and each departed row closed a moment after it stopped waiting, then dropped once its
// closing has played. Rows are split as the waiting work splits its jobs: awake, or snoozed.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import type { WaitingWork } from '@/domain/jobs/waiting-work';
import { jobIndexOf } from '@/domain/jobs/job-index';
import { mergeInbox, type InboxEntry } from '../model/inbox-entries';

const LINGER_MS = 10_000;
/** How long a departed row's closing plays: its transition (inbox-item.tsx), then it is dropped. */
export const CLOSE_MS = 200;
const NO_ENTRIES: InboxEntry[] = [];
const NO_JOBS: ReadonlyMap<string, Job> = new Map();

/**
 * `work` is the waiting work; `jobs` the list, where a departed row finds its job as it is now.
 * A row stays in `awake` while it closes, whatever its snooze said.
 */
export function useInboxEntries(
  work: WaitingWork | undefined,
  jobs: readonly Job[] | undefined,
): { awake: InboxEntry[]; snoozed: InboxEntry[] } {
  const waiting = work?.all;
  const [seen, setSeen] = useState<{ waiting: readonly Job[] | undefined; entries: InboxEntry[] }>({
    waiting: undefined,
    entries: NO_ENTRIES,
  });
  // The list by id, followed write by write (job-index.ts), not rebuilt over every job on each frame.
  const current = jobs ? jobIndexOf(jobs) : NO_JOBS;
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (waiting !== seen.waiting && waiting) {
    setSeen({ waiting, entries: mergeInbox(seen.entries, waiting, current) });
  }
  const snoozedIds = useMemo(() => new Set(work?.snoozed.map((job) => job.id)), [work?.snoozed]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const scheduled = timers.current;
    for (const entry of seen.entries) {
      if (!entry.departed) {
        const timer = scheduled.get(entry.id);
        if (timer) clearTimeout(timer);
        scheduled.delete(entry.id);
        continue;
      }
      if (scheduled.has(entry.id)) continue;
      const closing = entry.closing === true;
      scheduled.set(
        entry.id,
        setTimeout(
          () => {
            scheduled.delete(entry.id);
            setSeen((state) => ({
              ...state,
              entries: closing
                ? state.entries.filter((row) => row.id !== entry.id || !row.departed)
                : state.entries.map((row) =>
                    row.id === entry.id && row.departed ? { ...row, closing: true } : row,
                  ),
            }));
          },
          closing ? CLOSE_MS : LINGER_MS,
        ),
      );
    }
  }, [seen.entries]);
  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    };
  }, []);
  return useMemo(() => {
    const awake: InboxEntry[] = [];
    const snoozed: InboxEntry[] = [];
    for (const entry of seen.entries) {
      if (!entry.departed) (snoozedIds.has(entry.id) ? snoozed : awake).push(entry);
      else {
        // A departed row shows its job as the list holds it now: a write that touches no waiting
        // job leaves the waiting work as it was, and the row would keep the copy it left with.
        const now = jobs ? jobIndexOf(jobs).get(entry.id) : undefined;
        awake.push(now && now !== entry.job ? { ...entry, job: now } : entry);
      }
    }
    return { awake, snoozed };
  }, [seen.entries, snoozedIds, jobs]);
}
