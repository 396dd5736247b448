// A dispatch that landed, as its job: the board puts the card in at once, and the history
// recorder (which may be running before the write path's code is fetched) records its first state.
import type { Job } from '@/lib/api/resources/job';

type Listener = (job: Job, sentAt: number) => void;
const listeners = new Set<Listener>();

export function onDispatchLanded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dispatchLanded(job: Job, sentAt: number) {
  for (const listener of listeners) listener(job, sentAt);
}
