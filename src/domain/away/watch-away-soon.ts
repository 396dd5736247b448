// What a first visit pays for "While you were away": noticing that the person went away (the
// stream lost after it was live, or the tab hidden), and what the cache showed at that moment.
// The watcher that compares (away-watcher.ts) is fetched then, and takes over from there.
import type { QueryClient } from '@tanstack/react-query';
import { useEventStreamStore, type StreamStatus } from '@/lib/events/status-store';
import { readSnapshot } from './away-snapshot';
import type { Pending } from './away-watcher';

const isLost = (status: StreamStatus) => status === 'Reconnecting' || status === 'Offline';

export function watchAwaySoon(queryClient: QueryClient): () => void {
  let stopped = false;
  let stop = () => {};
  const went = (reason: Pending['reason']) => {
    const away: Pending = { snapshot: readSnapshot(queryClient), since: Date.now(), reason };
    stopNoticing();
    void import('./away-watcher').then((module) => {
      if (!stopped) stop = module.watchAway(queryClient, Date.now, away);
    });
  };
  const stopStatus = useEventStreamStore.subscribe((state, previous) => {
    if (previous.status === 'Live' && isLost(state.status)) went('stream');
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') went('hidden');
  };
  document.addEventListener('visibilitychange', onVisibility);
  function stopNoticing() {
    stopStatus();
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return () => {
    stopped = true;
    stopNoticing();
    stop();
  };
}
