// One job's answer as every view sees it: its latest record on the write path (every tab's, kept
// after a reload until its receipt expires), turned into a receipt. Answering (use-answer-job.ts)
// is apart: a board shows receipts before anyone answers.
import { useEffect, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import type { WriteRecord } from '@/lib/writes/write-record';
import { NO_REPLY_AFTER_MS, receiptOf, type AnswerAttempt, type Receipt } from './receipt';
import { useTurnEndedAt } from '@/domain/questions/turn-ends';
import { useLatestAnswerRecord } from './answer-records';

/** A record as a receipt reads it; a held one has no receipt yet (its hold is shown instead). */
export function attemptOf(record: WriteRecord | undefined): AnswerAttempt | undefined {
  if (!record || record.state === 'held' || record.state === 'abandoned') return undefined;
  const base = { text: record.text };
  switch (record.state) {
    case 'due':
    case 'sending':
      return { ...base, status: 'pending' };
    case 'landed':
      return { ...base, status: 'success', acceptedAt: record.landedAt, running: record.running };
    case 'failed':
      return { ...base, status: 'error', error: new Error(record.error ?? 'The answer was not sent.') };
    case 'stale':
      // The service refused it as no longer open: another hand answered.
      if (record.staleReason === 'refused')
        return { ...base, status: 'error', error: new Error(record.error ?? ''), stale: true };
      return {
        ...base,
        status: 'error',
        error: new Error(record.error ?? 'Not sent: the job moved on.'),
        notSent: { reason: record.staleReason === 'too-old' ? 'too-old' : 'moved-on', id: record.id },
      };
  }
}

/** True once `at` (epoch ms) has passed; re-armed whenever `at` changes. */
function useDeadline(at: number | undefined): boolean {
  const [firedFor, setFiredFor] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (at === undefined) return undefined;
    const timer = setTimeout(() => setFiredFor(at), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== undefined && firedFor === at;
}

export function useAnswerReceipt(job: Job, wasWaiting = false): Receipt | undefined {
  const attempt = attemptOf(useLatestAnswerRecord(job.id));
  const settledAt = useTurnEndedAt(job.primarySessionId);
  const deadline =
    attempt?.status === 'success' && attempt.acceptedAt !== undefined
      ? attempt.acceptedAt + NO_REPLY_AFTER_MS
      : undefined;
  const deadlinePassed = useDeadline(deadline);
  return receiptOf({ attempt, jobState: job.state, settledAt, deadlinePassed, wasWaiting });
}
