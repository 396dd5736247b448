// What each feature does when one of its writes settles (a chat re-read, a suggestion learned, the
// person told), and the mark that says an account keeps writes on this device. A feature's handler
// comes with its runner, which is fetched when wanted: a write may settle before it (a first answer
// lands while the runner's code is on its way), so what settles meanwhile waits for it.
import { PREFIX } from '@/lib/storage/account-storage';
import { local, removeItemSafely, setItemSafely } from '@/lib/storage/safe-storage';
import type { Delivery } from './delivery';
import { isSettled, type WriteRecord } from './write-record';

type Kind = WriteRecord['kind'];
type OfKind<K extends Kind> = Extract<WriteRecord, { kind: K }>;
type Handler = (record: WriteRecord, all: ReadonlyMap<string, WriteRecord>) => void;
export type SettledHandler<K extends Kind> = (
  record: OfKind<K>,
  all: ReadonlyMap<string, WriteRecord>,
) => void;

const handlers = new Map<Kind, Handler>();
const missed: [WriteRecord, ReadonlyMap<string, WriteRecord>][] = [];
/** The account whose records are handed out (the write path's, set as it is watched). */
let accountNow: () => string | undefined = () => undefined;

const ofKinds = <K extends Kind>(kinds: readonly K[], record: WriteRecord): record is OfKind<K> =>
  kinds.some((kind) => kind === record.kind);

/**
 * Acts on each record of `kinds` that settles in this tab's sight, those settled before it first.
 * Only the current account's: another account's record (its key switched meanwhile) never touches
 * this account's stores.
 */
export function handleSettled<K extends Kind>(kinds: readonly K[], handler: SettledHandler<K>): () => void {
  const hand: Handler = (record, all) => {
    if (ofKinds(kinds, record) && record.account === accountNow()) handler(record, all);
  };
  for (const kind of kinds) handlers.set(kind, hand);
  for (const entry of missed.filter(([record]) => ofKinds(kinds, record))) {
    missed.splice(missed.indexOf(entry), 1);
    hand(...entry);
  }
  return () => {
    for (const kind of kinds) if (handlers.get(kind) === hand) handlers.delete(kind);
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
  accountNow = account;
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
