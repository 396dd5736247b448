// Work that would hold the page (parsing a long text, highlighting many code blocks) is queued as
// small units and done a few milliseconds' worth per task, in order, so input and painting get the
// thread in between. One queue for the whole page: two long jobs share the thread, not double it,
// and take turns when each queues its next unit only as the last one runs (piecewise-markdown.tsx).

/** A task stops taking units after this long. */
export const SLICE_MS = 8;

interface Turn {
  run: () => void;
  signal: AbortSignal | undefined;
}

const turns: Turn[] = [];
let draining = false;

function drain() {
  const started = performance.now();
  while (turns.length > 0 && performance.now() - started < SLICE_MS) {
    const turn = turns.shift();
    if (turn && !turn.signal?.aborted) turn.run();
  }
  if (turns.length > 0) setTimeout(drain, 0);
  else draining = false;
}

/**
 * Runs `work` in a later task, within that task's share of the thread; resolves to its result, or
 * to undefined without running it if `signal` was aborted first (its owner has gone).
 */
export function inTurn<T>(work: () => T, signal?: AbortSignal): Promise<T | undefined> {
  if (signal?.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const gone = () => resolve(undefined);
    signal?.addEventListener('abort', gone, { once: true });
    turns.push({
      signal,
      run() {
        signal?.removeEventListener('abort', gone);
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    });
    if (!draining) {
      draining = true;
      setTimeout(drain, 0);
    }
  });
}
