// Making a dispatch: a record of the current account, due at once, sent once by the write path
// (job-writes.ts). Fetched with the write path at the first dispatch (dispatch-job.ts).
import { newLocalId } from '@/lib/local-id';
import { currentAccount } from '@/lib/storage/account-storage';
import { newWrite } from '@/lib/writes/write-record';
import { jobWrites, TAB_ID } from './job-writes';

/** Adds a dispatch of `text` for the current account; false when no account is signed in. */
export function dispatchJob(text: string, now = Date.now()): boolean {
  const account = currentAccount();
  if (!account) return false;
  void jobWrites().add([
    {
      ...newWrite({ id: newLocalId(), account, batch: newLocalId(), madeBy: TAB_ID, now, holdMs: 0 }),
      kind: 'dispatch',
      text,
    },
  ]);
  return true;
}
