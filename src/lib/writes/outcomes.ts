// What a failed request makes of a record, and when the next one falls due: the write path's one
// backoff and one retry limit.
import type { Classified } from './delivery-deps';
import { isOpen, MAX_ATTEMPTS, pauseAfter, revise, waitsForEarlier, type WriteRecord } from './write-record';

/** The record after its request failed as `failure` says (read by the transport from the error). */
export function afterFailure(
  record: WriteRecord,
  { failure, message, keyRefused }: Classified,
  now: number,
): WriteRecord {
  if (failure === 'not-its-account') return revise(record, { state: 'due' });
  if (failure === 'moved-on')
    return revise(record, { state: 'stale', staleReason: 'refused', unsure: false, error: message });
  if (failure === 'failed')
    return revise(record, {
      state: 'failed',
      error: message,
      unsure: false,
      keyRefused: keyRefused === true,
    });
  const attempts = record.attempts + 1;
  if (attempts >= MAX_ATTEMPTS)
    return revise(record, { state: 'failed', unsure: true, attempts, error: message });
  return revise(record, {
    state: 'due',
    unsure: true,
    attempts,
    error: message,
    nextTryAt: now + pauseAfter(attempts),
  });
}

/** When the next open record of `account` falls due, if any waits. */
export function nextWakeOf(records: Iterable<WriteRecord>, account: string | undefined): number | undefined {
  let next: number | undefined;
  const all = [...records];
  for (const record of all) {
    // A message behind an earlier one of its chat wakes when that one changes, not by the clock.
    if (!isOpen(record) || record.account !== account || waitsForEarlier(record, all)) continue;
    const at = Math.max(record.sendAt, record.nextTryAt);
    if (next === undefined || at < next) next = at;
  }
  return next;
}
