// Applies the calm-update rule (model/calm-view) to the live list between renders: it remembers
// what is on screen, and "apply" lets every waiting change through at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { calmView, type CalmView } from '../model/calm-view';

export function useCalmJobs(live: readonly Job[], calm: ReadonlySet<string>) {
  const shown = useRef<{ jobs: Map<string, Job>; order: Map<string, number> }>({
    jobs: new Map(),
    order: new Map(),
  });
  const [released, setReleased] = useState(0);
  const view: CalmView = useMemo(
    () => calmView({ live, shown: shown.current.jobs, shownOrder: shown.current.order, calm }),
    // `released` forces a fresh view after apply; the ref is read on purpose (what is on screen).
    [live, calm, released],
  );
  useEffect(() => {
    shown.current = { jobs: view.shown, order: view.orderHint };
  }, [view]);
  const apply = useCallback(() => {
    shown.current = { jobs: new Map(live.map((job) => [job.id, job])), order: new Map() };
    setReleased((n) => n + 1);
  }, [live]);
  return { jobs: view.jobs, pending: view.pending, orderHint: view.orderHint, apply };
}
