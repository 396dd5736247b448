// The account as last seen, kept on this device (only with "Remember on this device"): the query
// cache is restored before the first render and saved after changes, in the background. Fetched
// only by a tab that remembers its key (start-last-seen.ts), so a first visit never pays for it.
import {
  defaultShouldDehydrateQuery,
  hashKey,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { jobQueries } from '@/domain/jobs/job-queries';
import { noteRestored } from '@/lib/api/queries/last-seen';
import { queryCachePersister } from '@/lib/storage/query-cache-persister';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import { afterIdle, yieldToInput } from './idle';

/** Bumped by hand whenever what a query holds changes shape; the build id covers the rest. */
const CACHE_SCHEMA = 1;
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** About 20 MB of JSON: a board of 5,001 jobs takes about 3. */
const MAX_CHARS = 20_000_000;
/** A save follows changes by at least this long, so a busy stream is saved once, not per frame. */
const SAVE_AFTER_MS = 1_500;

const WAITING_HASH = hashKey(jobQueries.waiting().queryKey);

const shouldDehydrateQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) && Date.now() - query.state.dataUpdatedAt < MAX_AGE_MS;

export interface LastSeenOptions {
  account: string;
  buildId: string;
  /** Whether to read what was kept before saving (the tab's start, not a key saved later). */
  restore: boolean;
}

/**
 * Restores (if asked), then saves after every change until `stop` is called; `restored` says
 * whether a kept copy of this build was put in the cache.
 */
export async function persistQueries(
  client: QueryClient,
  options: LastSeenOptions,
): Promise<{ stop: () => void; restored: boolean }> {
  const buster = `${CACHE_SCHEMA}:${options.buildId}`;
  let active = true;
  const inner = queryCachePersister({
    account: options.account,
    maxChars: MAX_CHARS,
    maxAge: MAX_AGE_MS,
    keep: (query) => query.queryHash === WAITING_HASH,
    yieldToInput,
    active: () => active,
  });
  let restored: PersistedClient | undefined;
  let shown = false;
  const persister: Persister = {
    ...inner,
    restoreClient: async () => (restored = await inner.restoreClient()),
  };
  if (options.restore) {
    try {
      performance.mark('last-seen:restore');
      await persistQueryClientRestore({ queryClient: client, persister, buster, maxAge: MAX_AGE_MS });
      if (restored?.buster === buster) {
        markRestored(client, restored.clientState);
        shown = true;
      }
      // The bench reads these: how long the restore takes, beside the first card.
      performance.measure('last-seen:restored', 'last-seen:restore');
    } catch {
      // An unreadable copy was discarded (persistQueryClientRestore removes it): start afresh.
    }
  }
  const saves = backgroundSaves(() =>
    persistQueryClientSave({
      queryClient: client,
      persister,
      buster,
      dehydrateOptions: { shouldDehydrateQuery },
    }),
  );
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') saves.soon();
  });
  const stop = () => {
    active = false;
    stopCache();
    saves.stop();
    stopOnSignOut();
  };
  // Taken back by stop: a tab that changes account many times keeps one hook, not one per account.
  const stopOnSignOut = onSignOut((accounts) => {
    if (accounts.includes(options.account)) stop();
  });
  return { stop, restored: shown };
}

/** What was restored is shown as last seen, and is read again by the first screen that shows it. */
function markRestored(client: QueryClient, state: DehydratedState) {
  const hashes = new Set(state.queries.map((query) => query.queryHash));
  noteRestored(
    client,
    state.queries.map((query) => ({ queryHash: query.queryHash, dataUpdatedAt: query.state.dataUpdatedAt })),
  );
  void client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash), refetchType: 'none' });
}

/**
 * One save at a time, SAVE_AFTER_MS after the first change and at an idle moment; at once when the
 * page is hidden (a reload or a closed tab keeps what was on screen).
 */
function backgroundSaves(save: () => Promise<void>) {
  let dirty = false;
  let saving = false;
  let cancel: (() => void) | undefined;
  const run = async () => {
    cancel = undefined;
    if (saving || !dirty) return;
    dirty = false;
    saving = true;
    try {
      await save();
    } catch {
      // A refused write (a full disk, a private window) leaves the last copy; the next change retries.
    } finally {
      saving = false;
    }
    if (dirty) soon();
  };
  const soon = () => {
    dirty = true;
    if (cancel || saving) return;
    const timer = setTimeout(() => (cancel = afterIdle(() => void run())), SAVE_AFTER_MS);
    cancel = () => clearTimeout(timer);
  };
  const onHidden = (event: Event) => {
    if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || !dirty) return;
    cancel?.();
    void run();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onHidden);
  return {
    soon,
    stop: () => {
      cancel?.();
      dirty = false;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    },
  };
}
