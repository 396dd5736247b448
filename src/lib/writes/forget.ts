// Sign out forgets the signed-out accounts' writes: from every write path's memory in this tab,
// and from IndexedDB entry by entry (deleting the database itself waits for every open
// connection to close, which a live tab's never does).
import { delMany, keys } from 'idb-keyval';
import type { Delivery } from './delivery';
import { writesDb } from './record-storage';

const deliveries = new Set<Pick<Delivery, 'forget' | 'forgetAll'>>();

/** A write path whose memory a sign out must empty. */
export function registerDelivery(delivery: Pick<Delivery, 'forget' | 'forgetAll'>) {
  deliveries.add(delivery);
}

export async function forgetWrites(accounts: readonly string[]): Promise<void> {
  for (const delivery of deliveries) delivery.forget(accounts);
  if (typeof indexedDB === 'undefined') return;
  try {
    const store = writesDb();
    const doomed = (await keys(store)).filter(
      (key) => typeof key === 'string' && accounts.some((account) => key.startsWith(`${account}:`)),
    );
    await delMany(doomed, store);
  } catch {
    // no IndexedDB here, or it refused: the database is deleted with the rest (sign-out.ts)
  }
}

/** Every write path's memory, for a test's clean slate (its storage is a fresh database). */
export function forgetAllWrites(): void {
  for (const delivery of deliveries) delivery.forgetAll();
}
