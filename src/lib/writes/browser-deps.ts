// What the write path needs of the browser: a lock per chat that one tab holds at a time (Web Locks;
// a tab that dies frees it), a channel to tell the other tabs a record changed, and marks written
// synchronously, as a page hides or closes, for the requests that outlive it.
import { local, removeItemSafely, setItemSafely } from '@/lib/storage/safe-storage';
import { PREFIX } from '@/lib/storage/account-storage';
import type { DeliveryDeps } from './delivery-deps';
import type { WriteRecord } from './write-record';
import { parseRecord } from './record-storage';

const chains = new Map<string, Promise<unknown>>();

/** Runs `task` under the lock `name` once it is free: Web Locks across tabs, a chain in one tab without them. */
export const lock: DeliveryDeps['lock'] = (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, task);
  const run = (chains.get(name) ?? Promise.resolve()).then(task, task);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
};

const CHANNEL = 'agent-console:writes';
let channel: BroadcastChannel | undefined;
const openChannel = () =>
  (channel ??= typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL));

export const broadcast: DeliveryDeps['broadcast'] = (record) => {
  openChannel()?.postMessage(record);
};

/** Calls `heard` with each record another tab changed, parsed: a message is not trusted. */
export function listenToOtherTabs(heard: (record: WriteRecord) => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const record = parseRecord(event.data);
    if (record) heard(record);
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}

const markKey = (record: WriteRecord) => `${PREFIX}${record.account}:keepalive:${record.id}`;

export const keepaliveMarks: DeliveryDeps['keepaliveMarks'] = {
  add: (record) => void setItemSafely(local(), markKey(record), String(Date.now())),
  has: (record) => {
    try {
      return (local()?.getItem(markKey(record)) ?? null) !== null;
    } catch {
      return false;
    }
  },
  remove: (record) => removeItemSafely(local(), markKey(record)),
};
