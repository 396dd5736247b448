// One job's answer as every view sees it: the latest send from the mutation cache, turned into a
// receipt, and a `send` that refuses a second post while one is out or after the agent took one.
import { useMutation, useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import {
  answerAcceptedOf,
  answerJobMutation,
  answerKeys,
  answerVariablesOf,
  isStaleAnswerError,
} from '../api/answer-job';
import { canAnswer, NO_REPLY_AFTER_MS, receiptOf, type AnswerAttempt, type Receipt } from '../model/receipt';
import { useAnswerStore } from '../store/answer-store';
import { useAnswerSessionsStore, useSessionSettledAt } from '../store/answer-sessions-store';

/** How long after an accepted answer silence becomes "No reply yet"; tests may shorten it. */
const NoReplyAfterContext = createContext(NO_REPLY_AFTER_MS);

function attemptOf(state: MutationState<unknown, Error, unknown>): AnswerAttempt {
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
  const settledAt = useSessionSettledAt(job.primarySessionId);
  const noReplyAfter = useContext(NoReplyAfterContext);
  const deadline =
    attempt?.status === 'success' && attempt.acceptedAt !== undefined
      ? attempt.acceptedAt + noReplyAfter
      : undefined;
  const deadlinePassed = useDeadline(deadline);
  return receiptOf({ attempt, jobState: job.state, settledAt, deadlinePassed, wasWaiting });
}

export function useAnswerJob(job: Job) {
  const queryClient = useQueryClient();
  const mutation = useMutation(answerJobMutation(queryClient, job.id));
  const { mutate } = mutation;
  const send = useCallback(
    (message: string): boolean => {
      const sessionId = job.primarySessionId;
      const text = message.trim();
      if (!sessionId || text === '') return false;
      // Read the caches now, not the last render: a second key press may come before it.
      const key = answerKeys.job(job.id);
      if (queryClient.isMutating({ mutationKey: key, exact: true }) > 0) return false;
      const latest = queryClient.getMutationCache().findAll({ mutationKey: key, exact: true }).at(-1);
      const receipt = receiptOf({
        attempt: latest ? attemptOf(latest.state) : undefined,
        jobState: job.state,
        settledAt: useAnswerSessionsStore.getState().settledAt.get(sessionId),
        deadlinePassed: false,
        wasWaiting: false,
      });
      if (!canAnswer(receipt, job.state)) return false;
      mutate(
        { jobId: job.id, sessionId, text },
        { onSuccess: () => useAnswerStore.getState().actions.clearIfSent(job.id, text) },
      );
      return true;
    },
    [job.id, job.primarySessionId, job.state, mutate, queryClient],
  );
  return send;
}
