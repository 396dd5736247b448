// Answers go out through the one write path (lib/writes): this is its instance for answers, one
// per page, like the event stream's connection. Records are read through `useAnswerRecords`, which
// shows the current account's only. Module-level like the stream's connection: one per page, since
// its locks and its channel are the page's, whatever QueryClient reads the records.
import { useSyncExternalStore } from 'react';
import { newLocalId } from '@/lib/local-id';
import { isOnline } from '@/lib/outbox';
import { currentAccount } from '@/lib/storage/account-storage';
import { broadcast, keepaliveMarks, lock } from '@/lib/writes/browser-deps';
import { createDelivery, type Delivery } from '@/lib/writes/delivery';
import { answerTransport } from './answer-transport';
import { indexedDbRecords } from '@/lib/writes/record-storage';
import { forgetWrites, registerDelivery } from '@/lib/writes/forget';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import type { WriteRecord } from '@/lib/writes/write-record';

/** This page load's id: answers it makes go out on its schedule. */
export const TAB_ID = newLocalId();

let delivery: Delivery | undefined;

export function answerDelivery(): Delivery {
  delivery ??= createDelivery({
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
  registerDelivery(delivery);
  onSignOut(forgetWrites);
  return delivery;
}

const NONE: readonly WriteRecord[] = [];
let cache:
  | { from: ReadonlyMap<string, WriteRecord>; account: string | undefined; list: readonly WriteRecord[] }
  | undefined;

/** The current account's records, oldest first (one array while nothing changes). */
function snapshot(): readonly WriteRecord[] {
  const records = answerDelivery().records();
  const account = currentAccount();
  if (cache?.from !== records || cache.account !== account) {
    const list = account
      ? [...records.values()]
          .filter((record) => record.account === account)
          .sort((a, b) => a.createdAt - b.createdAt)
      : NONE;
    cache = { from: records, account, list };
  }
  return cache.list;
}

const subscribe = (listener: () => void) => answerDelivery().subscribe(listener);

export const useAnswerRecords = (): readonly WriteRecord[] =>
  useSyncExternalStore(subscribe, snapshot, snapshot);
export const answerRecords = snapshot;

/** Ids of records this tab could not store: kept in its memory only. */
export const useUnsavedAnswers = () =>
  useSyncExternalStore(
    subscribe,
    () => answerDelivery().unsaved(),
    () => answerDelivery().unsaved(),
  );
