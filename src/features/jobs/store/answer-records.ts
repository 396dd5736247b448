// Answers as the write path holds them (api/answer-delivery.ts): held for the person's hold time
// as one batch (one Undo), then sent once. This file says what the answering views need of them:
// the job's held answer, its latest record, Undo, and making a batch.
import { newLocalId } from '@/lib/local-id';
import { currentAccount } from '@/lib/storage/account-storage';
import { questionHashOf } from '@/lib/writes/landing';
import { isOpen, type WriteRecord } from '@/lib/writes/write-record';
import { answerDelivery, answerRecords, TAB_ID, useAnswerRecords } from '../api/answer-delivery';

export type HeldAnswer = WriteRecord;

const heldAnswerOf = (records: readonly WriteRecord[], jobId: string) =>
  records.find((record) => record.jobId === jobId && record.state === 'held');

/** The job's held answer, if one waits to be sent. */
export const useHeldAnswer = (jobId: string) => heldAnswerOf(useAnswerRecords(), jobId);

/** The job's latest answer the person has not let go of. */
export const latestAnswerOf = (records: readonly WriteRecord[], jobId: string) =>
  records.findLast((record) => record.jobId === jobId && record.state !== 'abandoned');

export const useLatestAnswerRecord = (jobId: string) => latestAnswerOf(useAnswerRecords(), jobId);

/** Whether an answer to the job is held or on its way. */
export const answerOpenFor = (jobId: string) =>
  answerRecords().some((record) => record.jobId === jobId && isOpen(record));

/** Undoes the whole batch the answer belongs to: nothing of it is sent. */
export function undoBatch(batch: string) {
  answerDelivery().undo(batch);
}

/** The batch held last, for the `z` key. */
export function latestBatch(): string | undefined {
  return answerRecords()
    .filter((record) => record.state === 'held')
    .sort((a, b) => b.sendAt - a.sendAt)[0]?.batch;
}

export interface AnswerToHold {
  jobId: string;
  chatId: string;
  title: string;
  text: string;
  /** The agent's message it answers (its id and text), as shown when answered. */
  asked: { id: string; text: string | undefined } | undefined;
  /** The question's alike key, so a sent answer is remembered as a suggestion. */
  question?: string;
}

/**
 * Holds answers given together for `seconds` (0: due at once) as records of the current account;
 * they share one batch and one Undo. An earlier failed or unsent answer to the same job is let go.
 */
export function holdAnswers(
  answers: readonly AnswerToHold[],
  seconds: number,
  now = Date.now(),
): string | undefined {
  const account = currentAccount();
  if (!account) return undefined;
  const delivery = answerDelivery();
  const jobs = new Set(answers.map((answer) => answer.jobId));
  for (const earlier of answerRecords())
    if (jobs.has(earlier.jobId) && (earlier.state === 'failed' || earlier.state === 'stale'))
      void delivery.discard(earlier.id);
  const batch = newLocalId();
  delivery.add(
    answers.map(({ asked, question, ...answer }): WriteRecord => ({
      ...answer,
      ...(question === undefined ? {} : { question }),
      ...(asked === undefined ? {} : { questionId: asked.id }),
      id: newLocalId(),
      account,
      kind: 'answer',
      questionHash: questionHashOf(asked?.text),
      batch,
      madeBy: TAB_ID,
      createdAt: now,
      sendAt: now + seconds * 1000,
      // Nothing to undo without a hold: due at once, so no "Sending in 0 s" flashes by.
      state: seconds > 0 ? 'held' : 'due',
      rev: 1,
      unsure: false,
      attempts: 0,
      nextTryAt: 0,
    })),
  );
  return batch;
}
