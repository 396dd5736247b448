// Stores kept per account, as their tests meet them: where each one is stored under the signed-in
// account, and a fresh start for each test.
import { beforeEach } from 'vitest';
import { currentAccount, PREFIX } from '@/lib/storage/account-storage';
import { useSettingsStore } from '@/lib/storage/connection-settings';

/** The storage key of the store named `agent-console:NAME`, under the signed-in account. */
export const storedKey = (name: string) => `${PREFIX}${currentAccount()}:${name}`;

/** What that key holds, parsed; null when it holds nothing. */
export const storedUnder = (name: string): unknown =>
  JSON.parse(localStorage.getItem(storedKey(name)) ?? 'null');

interface PersistedStore<S> {
  setState: (state: Partial<S>) => void;
  persist: { rehydrate: () => Promise<void> | void };
}

/** Before each test: empty storage, an account signed in, `store` emptied and read back from storage. */
export function freshAccountStoreEachTest<S>(store: PersistedStore<S>, empty: Partial<S>) {
  beforeEach(async () => {
    localStorage.clear();
    useSettingsStore.setState({ baseUrl: 'https://svc.test', apiKey: 'test-key' });
    store.setState(empty);
    await store.persist.rehydrate();
  });
}
