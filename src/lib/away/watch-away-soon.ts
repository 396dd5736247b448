// What a first visit pays for "While you were away": this. The watcher (away-watcher.ts) is
// fetched when the browser is idle after the first paint; one that comes to a tab already away
// holds what the cache shows then.
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/next-task';

/** watchAway, with its code fetched when the browser is idle after the first paint. */
export function watchAwaySoon(queryClient: QueryClient): () => void {
  let stopped = false;
  let stop = () => {};
  const cancel = whenIdle(() => {
    void import('./away-watcher').then((module) => {
      if (!stopped) stop = module.watchAway(queryClient);
    });
  });
  return () => {
    stopped = true;
    cancel();
    stop();
  };
}
