// The write path's one instance per page, like the event stream's connection: its locks and
// channel are the page's, whatever view reads its records. Created the first time something is
// written, a chat opens, or a runner loads what waits; from then on it knows what the other tabs
// write, sends this tab's held writes as the page hides or closes, and a sign out empties it.
import { newLocalId } from '@/lib/local-id';
import { isOnline } from '@/lib/outbox';
import { currentAccount } from '@/lib/storage/account-storage';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import { broadcast, keepaliveMarks, listenToOtherTabs, lock } from './browser-deps';
import { createDelivery, type Delivery } from './delivery';
import { forgetWrites, registerDelivery } from './forget';
import { indexedDbRecords } from './record-storage';
import { connectRecords } from './records-view';
import { watchSettled } from './settled';
import { registeredTransports } from './transports';

/** This page load's id: writes it makes go out on its schedule. */
export const TAB_ID = newLocalId();

let delivery: Delivery | undefined;

function create(): Delivery {
  const made = createDelivery({
    tabId: TAB_ID,
    account: currentAccount,
    // Looked up at each call (a test's fake clock replaces Date.now)
    now: () => Date.now(),
    online: isOnline,
    storage: indexedDbRecords,
    lock,
    transports: registeredTransports,
    broadcast,
    keepaliveMarks,
  });
  registerDelivery(made);
  watchSettled(made, currentAccount);
  connectRecords(made);
  onSignOut(forgetWrites);
  // What the other tabs write is known from the moment the write path is here (a chat that opened
  // shows the message another tab wrote), whether or not this tab's runner has come.
  listenToOtherTabs((record) => made.heard(record));
  void made.load();
  if (typeof window !== 'undefined') {
    // The page may go before any view is drawn again: its held writes go as it does.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') made.hide();
    });
    window.addEventListener('pagehide', () => made.hide());
    // What waited for the network goes as it is back, even before a runner's code could come.
    window.addEventListener('online', () => void made.pump());
  }
  return made;
}

/** The page's write path, made at its first use. */
export function writeDelivery(): Delivery {
  delivery ??= create();
  return delivery;
}
