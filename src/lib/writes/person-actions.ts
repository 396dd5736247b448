// What the person does to records: Undo a held batch, Retry or Discard one that failed or was not
// sent. Undo acts at once, not under the claim: a record is claimed only once its hold is over, so
// an Undo within the hold is always stored first.
import type { DeliveryDeps } from './delivery-deps';
import type { createRecordBook } from './record-book';
import { revise } from './write-record';

export function createPersonActions({
  deps,
  book,
  sendingHere,
  pump,
}: {
  deps: Pick<DeliveryDeps, 'now' | 'tabId' | 'account' | 'storage'>;
  book: ReturnType<typeof createRecordBook>;
  /** Records whose request this tab has out now. */
  sendingHere: ReadonlySet<string>;
  pump: () => Promise<void>;
}) {
  /** Undoes a batch still held; returns how many it took back. */
  function undo(batch: string): number {
    let undone = 0;
    for (const record of [...book.records().values()]) {
      // Past its hold it may be on its way from another tab: too late to undo.
      if (record.batch !== batch || record.state !== 'held' || record.sendAt <= deps.now()) continue;
      if (sendingHere.has(record.id)) continue;
      void book.save(revise(record, { state: 'abandoned' }));
      undone += 1;
    }
    return undone;
  }

  /**
   * The person sends a failed or not-sent record again, now: their call, so no question check. One
   * whose key was refused goes with the key in use now (the person set a new one in Settings): it
   * leaves the old account's storage, so that account never sends it again.
   */
  async function retry(id: string) {
    const record = book.records().get(id);
    if (!record || (record.state !== 'failed' && record.state !== 'stale')) return;
    const account = deps.account();
    const rehomed = record.keyRefused === true && account !== undefined && account !== record.account;
    if (rehomed) await deps.storage.remove(record.account, record.id).catch(() => undefined);
    await book.save(
      revise(record, {
        account: rehomed ? account : record.account,
        keyRefused: false,
        state: 'due',
        madeBy: deps.tabId,
        // A message keeps its place in its chat; an answer's age starts again (the person's call).
        createdAt: record.kind === 'message' ? record.createdAt : deps.now(),
        sendAt: deps.now(),
        nextTryAt: 0,
        attempts: 0,
        unsure: false,
        error: undefined,
        staleReason: undefined,
        forced: true,
      }),
    );
    await pump();
  }

  async function discard(id: string) {
    const record = book.records().get(id);
    if (!record || record.state === 'sending' || record.state === 'landed') return;
    await book.save(revise(record, { state: 'abandoned' }));
  }

  return { undo, retry, discard };
}
