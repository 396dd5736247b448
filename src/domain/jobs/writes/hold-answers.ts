// Making answers: records of the current account, held for the person's hold time as one batch
// (one Undo), then sent once by the write path (job-writes.ts). Fetched with the answering
// views (the answer panel, the inbox), with the write path itself.
import { newLocalId } from '@/lib/local-id';
import { currentAccount } from '@/lib/storage/account-storage';
import { questionHashOf } from '@/lib/writes/landing';
import { newWrite, type AnswerWrite } from '@/lib/writes/write-record';
import { answerRecords } from './answer-records';
import { jobWrites, TAB_ID } from './job-writes';

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
  const delivery = jobWrites();
  const jobs = new Set(answers.map((answer) => answer.jobId));
  for (const earlier of answerRecords())
    if (jobs.has(earlier.jobId) && (earlier.state === 'failed' || earlier.state === 'stale'))
      void delivery.discard(earlier.id);
  const batch = newLocalId();
  void delivery.add(
    answers.map(({ asked, question, ...answer }): AnswerWrite => ({
      ...newWrite({ id: newLocalId(), account, batch, madeBy: TAB_ID, now, holdMs: seconds * 1000 }),
      ...answer,
      ...(question === undefined ? {} : { question }),
      ...(asked === undefined ? {} : { questionId: asked.id }),
      kind: 'answer',
      questionHash: questionHashOf(asked?.text),
    })),
  );
  return batch;
}
