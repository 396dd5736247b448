// The jobs' writes as the write path holds them, for the views: the job's held answer, its latest
// record, Undo; the dispatches on their way or not sent. The write path itself (api/job-writes.ts)
// is fetched only when it is wanted: once something is answered or dispatched here, or while this
// account keeps writes on this device (held, on their way, or receipts; a mark in local storage
// says so at start, and when another tab writes it). Until then every view reads no records.
import { useSyncExternalStore } from 'react';
import { currentAccount } from '@/lib/storage/account-storage';
import { connectedWrites, subscribeRecords, useWritesOfKindWanted } from '@/lib/writes/records-view';
import {
  compareMade,
  isOpen,
  type AnswerWrite,
  type DispatchWrite,
  type WriteRecord,
} from '@/lib/writes/write-record';
import { announceUndone } from './undone-answers';

const subscribe = subscribeRecords;

/** The write path, if it was fetched (Undo, Retry and Discard act on records it holds). */
export const connectedDelivery = connectedWrites;

interface Lists {
  from: ReadonlyMap<string, WriteRecord>;
  account: string | undefined;
  answers: readonly AnswerWrite[];
  dispatches: readonly DispatchWrite[];
  /** Dispatches that failed or may have gone: shown beside the box with Retry and Discard. */
  unsentDispatches: readonly DispatchWrite[];
}
let cache: Lists | undefined;

/** The current account's records, oldest first, by kind (the same arrays while nothing changes). */
function lists(): Lists | undefined {
  const records = connectedWrites()?.records();
  if (!records) return undefined;
  const account = currentAccount();
  if (cache?.from !== records || cache.account !== account) {
    const mine = account
      ? [...records.values()].filter((record) => record.account === account).sort(compareMade)
      : [];
    const dispatches = mine.filter((record) => record.kind === 'dispatch');
    cache = {
      from: records,
      account,
      answers: mine.filter((record) => record.kind === 'answer'),
      dispatches,
      unsentDispatches: dispatches.filter((record) => record.state === 'failed' || record.state === 'stale'),
    };
  }
  return cache;
}

const NO_ANSWERS: readonly AnswerWrite[] = [];
const NO_DISPATCHES: readonly DispatchWrite[] = [];

/** The current account's answers, oldest first (one array while nothing changes). */
export const answerRecords = (): readonly AnswerWrite[] => lists()?.answers ?? NO_ANSWERS;

/** The current account's dispatches, oldest first. */
export const dispatchRecords = (): readonly DispatchWrite[] => lists()?.dispatches ?? NO_DISPATCHES;

/** How many dispatches are on their way ("Dispatching…"). */
export const useDispatchingCount = () =>
  useSyncExternalStore(subscribe, () => dispatchRecords().filter(isOpen).length);

/** The dispatches that failed or may have gone, oldest first (one array while they stay). */
export const useUnsentDispatches = () =>
  useSyncExternalStore(subscribe, () => lists()?.unsentDispatches ?? NO_DISPATCHES);

/**
 * What `select` picks of the records: a view re-renders only when its pick changes (a board of
 * cards, each reading its own job's answer, is not drawn again for another job's).
 */
const useAnswerRecordsPick = <T>(select: (records: readonly AnswerWrite[]) => T): T =>
  useSyncExternalStore(subscribe, () => select(answerRecords()));

const NOTHING_UNSAVED: ReadonlySet<string> = new Set();
/** Ids of records this tab could not store: kept in its memory only. */
export const useUnsavedAnswers = () =>
  useSyncExternalStore(subscribe, () => connectedWrites()?.unsaved() ?? NOTHING_UNSAVED);

const JOB_KINDS = ['answer', 'dispatch'] as const;
/**
 * Whether the jobs' runners (answers and dispatches) are to be fetched: an answer or a dispatch was
 * written here, or this account keeps writes on this device. A chat that opened (its messages'
 * write path) does not.
 */
export const useJobWritesWanted = () => useWritesOfKindWanted(JOB_KINDS);

// --- what the views read ---------------------------------------------------------------------

export type HeldAnswer = AnswerWrite;

const heldAnswerOf = (records: readonly AnswerWrite[], jobId: string) =>
  records.find((record) => record.jobId === jobId && record.state === 'held');

/** The job's held answer, if one waits to be sent. */
export const useHeldAnswer = (jobId: string) =>
  useAnswerRecordsPick((records) => heldAnswerOf(records, jobId));

/** The job's latest answer the person has not let go of. */
export const latestAnswerOf = (records: readonly AnswerWrite[], jobId: string) =>
  records.findLast((record) => record.jobId === jobId && record.state !== 'abandoned');

export const useLatestAnswerRecord = (jobId: string) =>
  useAnswerRecordsPick((records) => latestAnswerOf(records, jobId));

/** Whether an answer to the job is held or on its way. */
export const answerOpenFor = (jobId: string) =>
  answerRecords().some((record) => record.jobId === jobId && isOpen(record));

/** Undoes the whole batch the answer belongs to: nothing of it is sent. */
export function undoBatch(batch: string) {
  const jobIds = answerRecords()
    .filter((record) => record.batch === batch && record.state === 'held')
    .map((record) => record.jobId);
  if (connectedWrites()?.undo(batch)) announceUndone(jobIds);
}

/** The batch held last, for the `z` key. */
export function latestBatch(): string | undefined {
  return answerRecords()
    .filter((record) => record.state === 'held')
    .sort((a, b) => b.sendAt - a.sendAt)[0]?.batch;
}

let answering: { from: readonly AnswerWrite[]; ids: ReadonlySet<string> } | undefined;
const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

function jobsAnswering(records: readonly AnswerWrite[]): ReadonlySet<string> {
  if (answering?.from !== records) {
    const ids = new Set(records.filter(isOpen).map((record) => record.jobId));
    answering = { from: records, ids: answering && sameIds(answering.ids, ids) ? answering.ids : ids };
  }
  return answering.ids;
}

/** The jobs whose answer is held or on its way (the same set while that does not change). */
export const useJobsAnswering = () => useAnswerRecordsPick(jobsAnswering);
