// Starts keeping the account as last seen when the key is remembered on this device, and stops
// when it is not (a key for this tab only, a change of account, a sign out). The persistence
// itself (persist-queries.ts) is fetched only then: a first visit and a tab's own key never load it.
import type { QueryClient } from '@tanstack/react-query';
import { currentAccount } from '@/lib/storage/account-storage';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { local, removeItemSafely } from '@/lib/storage/safe-storage';
import { snapshotKey } from './paint-snapshot';

/** The first render waits this long at most for what was kept (a slow disk must not hold the app). */
const RESTORE_WAIT_MS = 800;

function rememberedAccount(): string | undefined {
  return useSettingsStore.getState().remember ? currentAccount() : undefined;
}

/**
 * Restores this account's kept queries into `client` and keeps saving them while the key is
 * remembered. Resolves once the restore is done, or at once when nothing is remembered, to whether
 * a kept copy is in the cache; never rejects, and never later than RESTORE_WAIT_MS (then false).
 */
export function startLastSeen(client: QueryClient, buildId: string): Promise<boolean> {
  let following: string | undefined;
  let stop: (() => void) | undefined;
  let generation = 0;

  const follow = (account: string | undefined, restore: boolean): Promise<boolean> => {
    if (account === following) return Promise.resolve(false);
    stop?.();
    stop = undefined;
    following = account;
    const mine = (generation += 1);
    if (!account) return Promise.resolve(false);
    return import('./persist-queries')
      .then(({ persistQueries }) => persistQueries(client, { account, buildId, restore }))
      .then((kept) => {
        if (mine === generation) stop = kept.stop;
        else kept.stop();
        return kept.restored;
      })
      .catch(() => {
        // The chunk did not come (offline before the worker had it): this visit keeps nothing.
        return false;
      });
  };

  let previous = useSettingsStore.getState();
  useSettingsStore.subscribe((settings) => {
    if (settings.remember === previous.remember && settings.apiKey === previous.apiKey) return;
    const wasRemembered = previous.remember && previous.apiKey !== '';
    previous = settings;
    const account = rememberedAccount();
    // Unticking "Remember on this device" takes back what was kept for that key. Not at a sign
    // out: that deletes the database, which opening it here to delete one entry would bring back.
    if (wasRemembered && !settings.remember && settings.apiKey !== '' && following)
      void forgetKept(following);
    void follow(account, false);
  });

  const restored = follow(rememberedAccount(), true);
  return Promise.race([
    restored,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), RESTORE_WAIT_MS)),
  ]);
}

async function forgetKept(account: string) {
  removeItemSafely(local(), snapshotKey(account)); // the last screen's picture
  const { forgetKeptQueries } = await import('@/lib/storage/query-cache-persister');
  await forgetKeptQueries(account);
}
