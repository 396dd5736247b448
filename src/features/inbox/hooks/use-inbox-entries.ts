// The inbox rows over time: merged from the list on every change, and each departed row closed
// a moment after it stopped waiting, then dropped once its closing has played.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { selectWaitingJobs } from '@/domain/jobs/waiting-jobs';
import { mergeInbox, type InboxEntry } from '../model/inbox-entries';

const LINGER_MS = 10_000;
/** How long a departed row's closing plays: its transition (inbox-item.tsx), then it is dropped. */
export const CLOSE_MS = 200;
const NO_ENTRIES: InboxEntry[] = [];

export function useInboxEntries(jobs: readonly Job[] | undefined): InboxEntry[] {
  const [seen, setSeen] = useState<{ jobs: readonly Job[] | undefined; entries: InboxEntry[] }>({
    jobs: undefined,
    entries: NO_ENTRIES,
  });
  const current = useMemo(() => new Map((jobs ?? []).map((job) => [job.id, job])), [jobs]);
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (jobs !== seen.jobs && jobs) {
    setSeen({ jobs, entries: mergeInbox(seen.entries, selectWaitingJobs(jobs), current) });
  }
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
  return seen.entries;
}
