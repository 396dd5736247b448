// The records as this tab holds them: memory first (a record is never dropped for want of
// storage), then IndexedDB, then the other tabs; copies meet by revision, the higher wins. A
// record whose page hid with its request out (a keepalive mark) counts as sent with no answer yet.
import type { DeliveryDeps } from './delivery-deps';
import { isExpired, isOpen, newer, type WriteRecord } from './write-record';

export function createRecordBook(
  deps: Pick<DeliveryDeps, 'account' | 'now' | 'storage' | 'broadcast' | 'keepaliveMarks'>,
) {
  let records: ReadonlyMap<string, WriteRecord> = new Map();
  let unsaved: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function setMemory(record: WriteRecord) {
    const next = new Map(records);
    next.set(record.id, record);
    records = next;
  }

  function markSaved(id: string, saved: boolean) {
    if (unsaved.has(id) !== saved) return;
    const next = new Set(unsaved);
    if (saved) next.delete(id);
    else next.add(id);
    unsaved = next;
  }

  /** Stores a record's new copy: memory first (it is never dropped), then storage, then the other tabs. */
  async function save(record: WriteRecord): Promise<boolean> {
    setMemory(record);
    emit();
    let stored = true;
    try {
      if (isExpired(record, deps.now())) await deps.storage.remove(record.account, record.id);
      else await deps.storage.put(record);
    } catch {
      stored = false;
    }
    markSaved(record.id, stored);
    emit();
    deps.broadcast(record);
    return stored;
  }

  /** Saves a record that settled; its keepalive mark goes only once storage holds the outcome. */
  async function settle(record: WriteRecord): Promise<void> {
    if (await save(record)) deps.keepaliveMarks.remove(record);
  }

  /** Takes in a stored copy; a record sent as its page closed counts as sent with no answer yet. */
  function takeIn(stored: WriteRecord) {
    let copy = stored;
    if (isOpen(copy) && copy.state !== 'sending' && deps.keepaliveMarks.has(copy))
      copy = { ...copy, state: 'sending', unsure: true, nextTryAt: Math.max(copy.nextTryAt, copy.sendAt) };
    const mine = records.get(copy.id);
    const chosen = newer(mine, copy);
    if (chosen && chosen !== mine) setMemory(chosen);
  }

  async function load() {
    const account = deps.account();
    if (!account) return;
    const stored = await deps.storage.load(account).catch(() => []);
    const now = deps.now();
    for (const record of stored) {
      if (record.account !== account) continue;
      // Receipts past their time and let-go records leave storage as it is read.
      if (isExpired(record, now) && !isOpen(records.get(record.id) ?? record)) {
        void deps.storage.remove(account, record.id).catch(() => undefined);
        continue;
      }
      takeIn(record);
    }
    emit();
  }

  /** Another tab's copy of a record (parsed by the caller, as everything from another tab is). */
  function heard(copy: WriteRecord) {
    takeIn(copy);
    emit();
  }

  /** Sign out: the records of these accounts leave this tab's memory too. */
  function forget(accounts: readonly string[]) {
    const gone = new Set(accounts);
    records = new Map([...records].filter(([, record]) => !gone.has(record.account)));
    emit();
  }

  function forgetAll() {
    records = new Map();
    unsaved = new Set();
    emit();
  }

  return {
    records: () => records,
    unsaved: () => unsaved,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save,
    settle,
    takeIn,
    load,
    heard,
    forget,
    forgetAll,
  };
}
