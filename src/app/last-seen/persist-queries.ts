// The account as last seen, kept on this device (only with "Remember on this device"): the query
// cache is restored in two stages, its first screen (first-screen.ts) before the first render and
// the whole copy after the first paint, at an idle moment; it is saved after changes, in the
// background, once both are in. Fetched only by a tab that remembers its key (start-last-seen.ts),
// so a first visit never pays for it.
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
import { firstScreenPersister, queryCachePersister } from '@/lib/storage/query-cache-persister';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import { keepSnapshotsOnLeave } from './capture-snapshot';
import { firstScreenOf } from './first-screen';
import { afterIdle, yieldToInput } from './idle';

/** Bumped by hand whenever what a query holds changes shape; the build id covers the rest. */
const CACHE_SCHEMA = 1;
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** About 20 MB of JSON: a board of 5,001 jobs takes about 3. */
const MAX_CHARS = 20_000_000;
/** A save follows changes by at least this long, so a busy stream is saved once, not per frame. */
const SAVE_AFTER_MS = 1_500;

const WAITING_HASH = hashKey(jobQueries.waiting().queryKey);

/** The data the first stage wrote: never saved as a query's whole copy (the kept one stays). */
const firstScreenData = new WeakSet<object>();

const shouldDehydrateQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) &&
  Date.now() - query.state.dataUpdatedAt < MAX_AGE_MS &&
  !(
    typeof query.state.data === 'object' &&
    query.state.data !== null &&
    firstScreenData.has(query.state.data)
  );

export interface LastSeenOptions {
  account: string;
  buildId: string;
  /** Whether to read what was kept before saving (the tab's start, not a key saved later). */
  restore: boolean;
}

/**
 * Restores the first screen (if asked) and resolves; the whole copy follows at an idle moment,
 * then saves after every change until `stop` is called. `restored` says whether a kept first
 * screen of this build was put in the cache.
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
    firstScreen: firstScreenOf,
  });
  const restore = (persister: Persister, stage: string, first = false) =>
    restoreStage(client, persister, buster, stage, first, () => active);
  let wholeRestored: Promise<unknown> = Promise.resolve();
  let shown = false;
  if (options.restore) {
    shown = await restore(
      firstScreenPersister({ account: options.account, maxAge: MAX_AGE_MS }),
      'first-screen',
      true,
    );
    wholeRestored = new Promise((resolve) => afterIdle(() => void restore(inner, 'whole').then(resolve)));
  }
  const saves = backgroundSaves(async () => {
    // A save before the whole copy is in would keep only what the first screen holds.
    await wholeRestored;
    await persistQueryClientSave({
      queryClient: client,
      persister: inner,
      buster,
      dehydrateOptions: { shouldDehydrateQuery },
    });
  });
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') saves.soon();
  });
  const stopSnapshots = keepSnapshotsOnLeave(options.account);
  const stop = () => {
    active = false;
    stopSnapshots();
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

/**
 * One stage of the restore (TanStack's own, through `persister`); never throws. The bench reads
 * the marks: how long each stage takes, beside the first card.
 */
async function restoreStage(
  client: QueryClient,
  persister: Persister,
  buster: string,
  stage: string,
  first: boolean,
  active: () => boolean,
): Promise<boolean> {
  if (!active()) return false; // signed out before this stage: nothing of the account comes back
  let restored: PersistedClient | undefined;
  const reading: Persister = {
    ...persister,
    restoreClient: async () => (restored = await persister.restoreClient()),
  };
  try {
    performance.mark(`last-seen:${stage}`);
    await persistQueryClientRestore({ queryClient: client, persister: reading, buster, maxAge: MAX_AGE_MS });
    const shown = restored?.buster === buster;
    if (restored && shown) markRestored(client, restored.clientState, first);
    performance.measure(`last-seen:${stage}:restored`, `last-seen:${stage}`);
    return shown;
  } catch {
    // An unreadable copy was discarded (persistQueryClientRestore removes it): start afresh.
    return false;
  }
}

/**
 * What a stage wrote (a fresh read or an earlier stage's newer copy stays) is shown as last seen,
 * and is read again by the first screen that shows it.
 */
function markRestored(client: QueryClient, state: DehydratedState, first: boolean) {
  const cache = client.getQueryCache();
  const written = new Map<string, number>();
  for (const query of state.queries) {
    const now = cache.get(query.queryHash)?.state;
    if (now?.dataUpdatedAt !== query.state.dataUpdatedAt) continue;
    written.set(query.queryHash, query.state.dataUpdatedAt);
    if (first && typeof now.data === 'object' && now.data !== null) firstScreenData.add(now.data);
  }
  noteRestored(
    client,
    [...written].map(([queryHash, dataUpdatedAt]) => ({ queryHash, dataUpdatedAt })),
  );
  void client.invalidateQueries({ predicate: (query) => written.has(query.queryHash), refetchType: 'none' });
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
