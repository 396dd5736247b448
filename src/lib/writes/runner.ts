// Runs the write path for as long as a feature that writes wants it (its runner is mounted once
// its writes are wanted): sends each record as it falls due, at a timer set for the next one, when
// the network or the stream comes back, when another tab changes a record, and when the key
// changes (that account's records are loaded). Features ask for it by `runWritesOf`; however many
// ask, one runs per page.
import { useEventStreamStore } from '@/lib/events/status-store';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { listenToOtherTabs } from './browser-deps';
import type { Delivery } from './delivery';
import { handleSettled, type SettledHandler } from './settled';
import type { WriteRecord } from './write-record';

function start(delivery: Delivery): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = () => void delivery.pump();
  const schedule = () => {
    clearTimeout(timer);
    const at = delivery.nextWake();
    // Due already yet unsent: another tab holds its chat, or the network is out; look again soon.
    if (at !== undefined) timer = setTimeout(pump, at > Date.now() ? at - Date.now() : 1_000);
  };
  const stopRecords = delivery.subscribe(schedule);
  // The engine takes in what the other tabs write (engine.ts); here it is only sent if due.
  const stopTabs = listenToOtherTabs(pump);
  const stopStream = useEventStreamStore.subscribe((state, previous) => {
    if (state.status === 'Live' && previous.status !== 'Live') pump();
  });
  // Another key: its account's records are loaded, and wait for nothing but the network.
  const stopSettings = useSettingsStore.subscribe((state, previous) => {
    if (state.apiKey !== previous.apiKey || state.baseUrl !== previous.baseUrl)
      void delivery.load().then(pump);
  });
  window.addEventListener('online', pump);
  // Records kept before the runner came (it is fetched once they are wanted) get their timer too.
  void delivery.load().then(() => {
    schedule();
    pump();
  });
  return () => {
    clearTimeout(timer);
    stopRecords();
    stopTabs();
    stopStream();
    stopSettings();
    window.removeEventListener('online', pump);
  };
}

let users = 0;
let stop: (() => void) | undefined;

/** Runs the write path until the returned function is called (by every feature that asked). */
function runWrites(delivery: Delivery): () => void {
  users += 1;
  if (users === 1) stop = start(delivery);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

/**
 * A feature's runner: runs the write path (one per page, however many features ask) and hands each of its kinds' records
 * that settles, of the current account, to `settled`, until the returned function is called.
 */
export function runWritesOf<K extends WriteRecord['kind']>(
  delivery: Delivery,
  kinds: readonly K[],
  settled: SettledHandler<K>,
): () => void {
  const stopSettled = handleSettled(kinds, settled);
  const stopRunning = runWrites(delivery);
  return () => {
    stopRunning();
    stopSettled();
  };
}
