// The write path's records as the views read them, apart from the write path itself: views (a
// card's receipt, a chat's messages on their way) import this alone, and the write path's code is
// fetched only once it is wanted. The engine connects itself here as it is made.
import { useSyncExternalStore } from 'react';
import { currentAccount } from '@/lib/storage/account-storage';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import type { Delivery } from './delivery';
import type { WriteRecord } from './write-record';
import { writesKeptFor } from './settled';

let delivery: Delivery | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Every change of the records (and the write path's coming) reaches `listener`. */
export function subscribeRecords(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The write path, as it is made, shows its records through here. */
export function connectRecords(connected: Delivery) {
  delivery = connected;
  connected.subscribe(notify);
  notify();
}

/** The write path, if it was fetched (Undo, Retry and Discard act on the records it holds). */
export const connectedWrites = () => delivery;

function subscribeWanted(listener: () => void) {
  const stopSettings = useSettingsStore.subscribe(listener);
  window.addEventListener('storage', listener);
  const stopRecords = subscribeRecords(listener);
  return () => {
    stopSettings();
    window.removeEventListener('storage', listener);
    stopRecords();
  };
}

/**
 * Whether the runner of some kinds of write is to be fetched: a record of its kind was made or
 * heard here, or the current account keeps writes on this device (a mark, set by another tab too).
 * The write path made for another kind (a chat that opened) does not fetch it.
 */
export const useWritesOfKindWanted = (kinds: readonly WriteRecord['kind'][]) =>
  useSyncExternalStore(
    subscribeWanted,
    () =>
      writesKeptFor(currentAccount()) ||
      [...(delivery?.records().values() ?? [])].some((record) => kinds.includes(record.kind)),
    () => false,
  );
