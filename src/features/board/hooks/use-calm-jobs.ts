// Applies the calm-update rule (model/calm-view) to the live list between renders: it remembers
// what is on screen, and "apply" lets every waiting change through at once.
import { useCallback, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { calmView, type CalmView } from '../model/calm-view';

interface Shown {
  live: readonly Job[];
  calm: ReadonlySet<string>;
  /** The view on screen: the next view is worked out from it. */
  view: CalmView;
}

const NOTHING_SHOWN = new Map<never, never>();

export function useCalmJobs(live: readonly Job[], calm: ReadonlySet<string>) {
  const [shown, setShown] = useState<Shown>(() => ({
    live,
    calm,
    view: calmView({ live, shown: NOTHING_SHOWN, shownOrder: NOTHING_SHOWN, calm }),
  }));
  // A new list or a new set of calm columns: the next view starts from the one on screen.
  let current = shown;
  if (shown.live !== live || shown.calm !== calm) {
    const view = calmView({ live, shown: shown.view.shown, shownOrder: shown.view.orderHint, calm });
    current = { live, calm, view };
    setShown(current);
  }
  const apply = useCallback(
    () =>
      setShown((before) => ({
        ...before,
        view: calmView({
          live: before.live,
          shown: new Map(before.live.map((job) => [job.id, job])),
          shownOrder: new Map(),
          calm: before.calm,
        }),
      })),
    [],
  );
  const { view } = current;
  return { jobs: view.jobs, pending: view.pending, orderHint: view.orderHint, apply };
}
