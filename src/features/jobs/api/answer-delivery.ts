// Answers go out through the one write path (lib/writes): this is its instance for answers, one
// per page, like the event stream's connection (its locks and channel are the page's, whatever
// QueryClient reads the records). Fetched when it is wanted (store/answer-records.ts); from then
// on it sends this tab's held answers as the page hides or closes, and keeps the mark that says
// this account has answers on this device; its runner (hooks/use-answer-delivery.ts) loads them.
import { newLocalId } from '@/lib/local-id';
import { isOnline } from '@/lib/outbox';
import { currentAccount } from '@/lib/storage/account-storage';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import { broadcast, keepaliveMarks, lock } from '@/lib/writes/browser-deps';
import { createDelivery, type Delivery } from '@/lib/writes/delivery';
import { forgetWrites, registerDelivery } from '@/lib/writes/forget';
import { indexedDbRecords } from '@/lib/writes/record-storage';
import { answerRecords, connectAnswerRecords, noteAnswersKept } from '../store/answer-records';
import { answerTransport } from './answer-transport';

/** This page load's id: answers it makes go out on its schedule. */
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
    transport: answerTransport,
    broadcast,
    keepaliveMarks,
  });
  registerDelivery(made);
  onSignOut(forgetWrites);
  connectAnswerRecords(made);
  made.subscribe(() => {
    const account = currentAccount();
    if (account) noteAnswersKept(account, answerRecords().length > 0);
  });
  if (typeof window !== 'undefined') {
    // The page may go before any view is drawn again: its held answers go as it does.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') made.hide();
    });
    window.addEventListener('pagehide', () => made.hide());
  }
  return made;
}

export function answerDelivery(): Delivery {
  delivery ??= create();
  return delivery;
}
