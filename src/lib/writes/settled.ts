// What each feature does when one of its writes settles (a chat re-read, a suggestion learned, the
// person told), and the mark that says an account keeps writes on this device. A feature's handler
// comes with its runner, which is fetched when wanted: a write may settle before it (a first answer
// lands while the runner's code is on its way), so what settles meanwhile waits for it.
import { PREFIX } from '@/lib/storage/account-storage';
import { local, removeItemSafely, setItemSafely } from '@/lib/storage/safe-storage';
import type { Delivery } from './delivery';
import { isSettled, type WriteRecord } from './write-record';

type Kind = WriteRecord['kind'];
export type SettledHandler = (record: WriteRecord, all: ReadonlyMap<string, WriteRecord>) => void;

const handlers = new Map<Kind, SettledHandler>();
const missed: [WriteRecord, ReadonlyMap<string, WriteRecord>][] = [];

/** Acts on each record of `kinds` that settles in this tab's sight, those settled before it first. */
export function handleSettled(kinds: readonly Kind[], handler: SettledHandler): () => void {
  for (const kind of kinds) handlers.set(kind, handler);
  for (const entry of missed.filter(([record]) => kinds.includes(record.kind))) {
    missed.splice(missed.indexOf(entry), 1);
    handler(...entry);
  }
  return () => {
    for (const kind of kinds) if (handlers.get(kind) === handler) handlers.delete(kind);
  };
}

// --- whether an account keeps writes on this device ------------------------------------------

const keptKey = (account: string) => `${PREFIX}${account}:writes-kept`;
/** The mark's name before messages joined the write path (answers only), still read. */
const olderKeptKey = (account: string) => `${PREFIX}${account}:answers-kept`;

/** Whether `account` keeps write records on this device: its runner is then fetched at start. */
export function writesKeptFor(account: string | undefined): boolean {
  if (!account) return false;
  try {
    const storage = local();
    return (storage?.getItem(keptKey(account)) ?? storage?.getItem(olderKeptKey(account)) ?? null) !== null;
  } catch {
    return false;
  }
}

function noteWritesKept(account: string, kept: boolean) {
  const wasKept = writesKeptFor(account);
  if (kept && !wasKept) setItemSafely(local(), keptKey(account), '1');
  else if (!kept && wasKept) {
    removeItemSafely(local(), keptKey(account));
    removeItemSafely(local(), olderKeptKey(account));
  }
}

/** Watches the write path: keeps the mark, and hands each record that settles to its kind's handler. */
export function watchSettled(delivery: Delivery, account: () => string | undefined) {
  let seen = delivery.records();
  delivery.subscribe(() => {
    const records = delivery.records();
    if (records === seen) return;
    const current = account();
    if (current)
      noteWritesKept(
        current,
        [...records.values()].some((record) => record.account === current),
      );
    for (const record of records.values()) {
      // Only a change this tab saw: a record loaded or first heard already settled (a reload, a
      // tab opened later) re-reads nothing and never learns an old answer over a newer one.
      const before = seen.get(record.id);
      if (before === undefined || !isSettled(record) || before.state === record.state) continue;
      const handler = handlers.get(record.kind);
      if (handler) handler(record, records);
      else missed.push([record, records]);
    }
    seen = records;
  });
}
