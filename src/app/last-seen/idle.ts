// Background work's two ways of staying off the input path: wait for an idle moment, and give the
// thread back between units of work.
import { nextTask } from '@/lib/next-task';

const IDLE_TIMEOUT_MS = 3_000;

/** Runs `run` at the next idle moment (or after IDLE_TIMEOUT_MS at the latest); returns a cancel. */
export function afterIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return nextTask(run);
  const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

/** Resolves in a later task, so input and painting that wait get the thread first. */
export function yieldToInput(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
