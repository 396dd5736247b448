// A component from a chunk fetched when it first renders. A chunk that cannot be fetched (offline,
// a line that dropped, a deploy that removed it) never blanks the screen: its `fallback` renders
// in its place with the same props, and the chunk is tried again when the browser is back online
// (or, while it says it is online, after a growing pause), or when the fallback asks
// (useChunkRetry). A retry keeps the fallback on screen until the chunk is here: nothing flickers,
// and the rest of the screen (what the person typed) stays as it was.
import {
  createContext,
  createElement,
  lazy,
  Suspense,
  use,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useOnceTrue } from './use-once-true';

/** Pauses before retrying while the browser says it is online (a flaky line, a server hiccup). */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export interface ChunkRetry {
  /** Fetches the chunk again now. */
  retry: () => void;
  /** A retry is under way. */
  retrying: boolean;
}

const RetryContext = createContext<ChunkRetry>({ retry: () => undefined, retrying: false });

/** For a fallback: try its chunk again, and whether that is under way. */
export function useChunkRetry(): ChunkRetry {
  return use(RetryContext);
}

interface LoadState<P> {
  Component?: ComponentType<P>;
  failed: boolean;
  retrying: boolean;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) {
  let state: LoadState<P> = { failed: false, retrying: false };
  let pending: Promise<void> | undefined;
  let failures = 0;
  let waiting = false;
  const listeners = new Set<() => void>();
  const set = (next: Partial<LoadState<P>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const attempt = () =>
    (pending ??= load().then(
      (Component) => {
        pending = undefined;
        set({ Component, failed: false, retrying: false });
      },
      () => {
        pending = undefined;
        failures += 1;
        set({ failed: true, retrying: false });
        retryLater();
      },
    ));
  const retry = () => {
    if (pending || state.Component) return;
    set({ retrying: true });
    void attempt();
  };
  function retryLater() {
    if (waiting || typeof window === 'undefined') return;
    waiting = true;
    const again = () => {
      waiting = false;
      window.removeEventListener('online', again);
      window.clearTimeout(timer);
      retry();
    };
    window.addEventListener('online', again);
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? 60_000;
    // Offline, only the online event will do; a timer would only fail again.
    const timer = navigator.onLine ? window.setTimeout(again, delay) : undefined;
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  // Always rendered through the one lazy component, so the part is never remounted when its
  // chunk arrives late: only the fallback inside it gives way.
  function Settled(props: P) {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (current.Component) return createElement(current.Component, props);
    return createElement(
      RetryContext,
      { value: { retry, retrying: current.retrying } },
      createElement(fallback, props),
    );
  }
  // The first fetch suspends (the nearest Suspense shows its fallback); it never rejects.
  return lazy(async () => {
    await attempt();
    return { default: Settled };
  });
}

/**
 * A part fetched the first time it is wanted and kept from then on (the outbox, the held-answers
 * sender, the notifier): until `wanted` is first true, nothing is fetched and nothing renders.
 */
export function lazyWhenWanted<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyComponent<P>(load, () => null);
  return function WhenWanted({ wanted, ...props }: P & { wanted: boolean }) {
    const once = useOnceTrue(wanted);
    if (!once) return null;
    return createElement(Suspense, { fallback: null }, createElement(Part, props as unknown as P));
  };
}
