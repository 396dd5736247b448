// Sign out forgets the signed-out accounts' writes: from every write path's memory in this tab,
// and with the database, which the sign out deletes once this tab's connection is closed.
import type { Delivery } from './delivery';
import { closeWritesDb } from './record-storage';

const deliveries = new Set<Pick<Delivery, 'forget' | 'forgetAll'>>();

/** A write path whose memory a sign out must empty. */
export function registerDelivery(delivery: Pick<Delivery, 'forget' | 'forgetAll'>) {
  deliveries.add(delivery);
}

/**
 * Sign out: the accounts' records leave every write path's memory, and this tab's connection to
 * their database closes, so the sign out's deletion of every database of the origin goes through
 * (it waits for every open connection, and this one would reopen it).
 */
export function forgetWrites(accounts: readonly string[]): void {
  for (const delivery of deliveries) delivery.forget(accounts);
  closeWritesDb();
}

/** Every write path's memory, for a test's clean slate (its storage is a fresh database). */
export function forgetAllWrites(): void {
  for (const delivery of deliveries) delivery.forgetAll();
}
