// Making a dispatch: a record of the current account, due at once, sent once by the write path
// (job-writes.ts). Fetched with the write path at the first dispatch (dispatch-job.ts).
import { newLocalId } from '@/lib/local-id';
import { currentAccount } from '@/lib/storage/account-storage';
import { jobWrites, TAB_ID } from './job-writes';

/** Adds a dispatch of `text` for the current account; false when no account is signed in. */
export function dispatchJob(text: string, now = Date.now()): boolean {
  const account = currentAccount();
  if (!account) return false;
  jobWrites().add([
    {
      kind: 'dispatch',
      id: newLocalId(),
      account,
      text,
      batch: newLocalId(),
      madeBy: TAB_ID,
      createdAt: now,
      sendAt: now,
      state: 'due',
      rev: 1,
      unsure: false,
      attempts: 0,
      nextTryAt: 0,
    },
  ]);
  return true;
}
