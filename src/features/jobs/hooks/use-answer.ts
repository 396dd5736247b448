// One job's answer as every view sees it: the latest send from the mutation cache, turned into a
// receipt. Answering (use-answer-job.ts) is apart: a board shows receipts before anyone answers.
import { useMutationState, type MutationState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { answerAcceptedOf, answerKeys, answerVariablesOf, isStaleAnswerError } from '../api/answer-keys';
import { NO_REPLY_AFTER_MS, receiptOf, type AnswerAttempt, type Receipt } from '../model/receipt';
import { useChatSettledAt } from '../store/answer-chats-store';

/** A send as the mutation cache holds it, as a receipt reads it. */
export function attemptOf(state: MutationState<unknown, Error, unknown>): AnswerAttempt {
  const accepted = answerAcceptedOf(state.data);
  return {
    status: state.status,
    text: answerVariablesOf(state.variables)?.text ?? '',
    acceptedAt: accepted?.acceptedAt,
    running: accepted?.running,
    error: state.error ?? undefined,
    stale: state.error ? isStaleAnswerError(state.error) : undefined,
  };
}

function useLatestAnswer(jobId: string): AnswerAttempt | undefined {
  const attempts = useMutationState({
    filters: { mutationKey: answerKeys.job(jobId), exact: true },
    select: (mutation) => attemptOf(mutation.state),
  });
  return attempts.at(-1);
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
  const attempt = useLatestAnswer(job.id);
  const settledAt = useChatSettledAt(job.primarySessionId);
  const deadline =
    attempt?.status === 'success' && attempt.acceptedAt !== undefined
      ? attempt.acceptedAt + NO_REPLY_AFTER_MS
      : undefined;
  const deadlinePassed = useDeadline(deadline);
  return receiptOf({ attempt, jobState: job.state, settledAt, deadlinePassed, wasWaiting });
}
