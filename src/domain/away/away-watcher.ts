// "While you were away": the person stops seeing live changes when the event stream is lost
// (Reconnecting, Offline) or the tab is hidden. At that moment the cache is snapshotted; once the
// stream is Live again with the tab shown (a tab hidden for less than a minute is not "away"),
// the re-read is awaited and compared with the snapshot. Changes that arrived while the person
// watched are in the snapshot already, so they are never listed. A query the re-read only marked
// (no screen showed it yet: the board's list, read before the board's code came) is compared
// again once a read of it lands.
import type { Query, QueryClient } from '@tanstack/react-query';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { STREAM_COVERED_KEYS } from '@/domain/stream/effects';
import { useEventStreamStore, type StreamStatus } from '@/lib/events/status-store';
import { isCompared, readSnapshot, type AwaySnapshot } from './away-snapshot';
import { useAwayStore } from './away-store';

const AWAY_AFTER_HIDDEN_MS = 60_000;
const SETTLE_LIMIT_MS = 15_000;
/** How long a marked query's read is awaited: one that comes later is news, not what was missed. */
const MARKED_LIMIT_MS = 60_000;

export interface Pending {
  snapshot: AwaySnapshot;
  since: number;
  reason: 'stream' | 'hidden';
}

const isLost = (status: StreamStatus) => status === 'Reconnecting' || status === 'Offline';

/** Resolves once no query is fetching (the reconnect's re-read has landed), or after a limit. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(finish, SETTLE_LIMIT_MS);
    let unsubscribe = () => {};
    function finish() {
      clearTimeout(limit);
      unsubscribe();
      resolve();
    }
    // The reconnect's invalidations start right after the status turns Live: look a tick later.
    setTimeout(() => {
      if (queryClient.isFetching() === 0) return finish();
      unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) setTimeout(() => queryClient.isFetching() === 0 && finish(), 0);
      });
    }, 0);
  });
}

/** `away`: the moment the person went away, when this module was fetched because they did. */
export function watchAway(
  queryClient: QueryClient,
  now: () => number = Date.now,
  away?: Pending,
): () => void {
  let pending: Pending | undefined = away;
  let generation = 0;
  let stopFollowing = () => {};

  const hold = (reason: Pending['reason']) => {
    if (pending) return;
    stopFollowing(); // the next comparison covers what the last one still awaited
    pending = { snapshot: readSnapshot(queryClient), since: now(), reason };
  };

  const compare = (reread: boolean) => {
    const before = pending;
    pending = undefined;
    if (!before) return;
    stopFollowing();
    const mine = ++generation;
    // The stream's own wake re-read covers the same keys at the same moment: whichever comes first
    // starts the read and the other joins it, rather than cancelling it and asking again.
    if (reread)
      for (const queryKey of STREAM_COVERED_KEYS)
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    void Promise.all([import('./away-diff'), settled(queryClient)]).then(
      ([{ diffSnapshots, mergeChanges }]) => {
        if (mine !== generation) return;
        const list = (include?: (query: Query) => boolean) => {
          const changes = diffSnapshots(before.snapshot, readSnapshot(queryClient, include));
          if (changes.length === 0) return;
          const { changes: listed, actions } = useAwayStore.getState();
          actions.show(mergeChanges(listed, changes));
        };
        list();
        // Marked for a re-read and not read yet: what it brings is compared when it lands.
        const marked = new Set(
          queryClient
            .getQueryCache()
            .getAll()
            .filter((query) => isCompared(query) && query.state.isInvalidated)
            .map((query) => query.queryHash),
        );
        if (marked.size > 0) stopFollowing = followMarked(mine, marked, list);
      },
    );
  };

  /** Lists what each marked query's read brings, once it lands. */
  const followMarked = (
    mine: number,
    marked: Set<string>,
    list: (include: (query: Query) => boolean) => void,
  ) => {
    const stop = () => {
      clearTimeout(limit);
      unsubscribe();
    };
    const limit = setTimeout(stop, MARKED_LIMIT_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (mine !== generation) return stop();
      // A read, not a frame's write into the entry (that is what came live).
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const hash = event.query.queryHash;
      if (!marked.delete(hash)) return;
      list((query) => query.queryHash === hash);
      if (marked.size === 0) stop();
    });
    return stop;
  };

  // Fetched when the person went away (watchAwaySoon), it may come to a tab already away, or
  // back: the stream lost after it had been live, or the tab hidden, or either over by now.
  const { status, opens } = useEventStreamStore.getState();
  if (opens > 0 && isLost(status)) hold('stream');
  else if (document.visibilityState === 'hidden') hold('hidden');

  const stopStatus = useEventStreamStore.subscribe((state, previous) => {
    if (state.status === previous.status) return;
    if (previous.status === 'Live' && isLost(state.status)) {
      hold('stream');
      if (pending) pending.reason = 'stream'; // lost while hidden: away, however short the absence
    } else if (state.status === 'Live' && document.visibilityState === 'visible') compare(false);
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') return hold('hidden');
    if (!pending || useEventStreamStore.getState().status !== 'Live') return;
    if (pending.reason === 'hidden' && now() - pending.since < AWAY_AFTER_HIDDEN_MS) pending = undefined;
    else compare(true);
  };
  document.addEventListener('visibilitychange', onVisibility);
  // Another account, or none: what was on screen before says nothing about what comes next.
  const stopSettings = useSettingsStore.subscribe((state, previous) => {
    if (state.revision === previous.revision) return;
    pending = undefined;
    stopFollowing();
    generation++;
    useAwayStore.getState().actions.dismiss();
  });

  if (pending && !isLost(status) && document.visibilityState === 'visible') {
    if (pending.reason === 'hidden') onVisibility();
    else if (status === 'Live') compare(false);
  }

  return () => {
    stopStatus();
    stopSettings();
    document.removeEventListener('visibilitychange', onVisibility);
    stopFollowing();
    generation++;
  };
}
