// One job's answer as every view sees it: the latest send from the mutation cache, turned into a
// receipt, and a `send` that refuses a second post while one is out or after the agent took one.
import {
  useMutationState,
  useQueryClient,
  type MutationState,
  type QueryClient,
} from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { useInboxPreferences } from '@/config/inbox-preferences';
import { answerAcceptedOf, answerKeys, answerVariablesOf, isStaleAnswerError } from '../api/answer-job';
import { canAnswer, NO_REPLY_AFTER_MS, receiptOf, type AnswerAttempt, type Receipt } from '../model/receipt';
import { heldAnswerOf, holdAnswers, useHeldAnswersStore } from '../store/held-answers-store';
import { useAnswerChatsStore, useChatSettledAt } from '../store/answer-chats-store';

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
  const settledAt = useChatSettledAt(job.primarySessionId);
  const noReplyAfter = useContext(NoReplyAfterContext);
  const deadline =
    attempt?.status === 'success' && attempt.acceptedAt !== undefined
      ? attempt.acceptedAt + noReplyAfter
      : undefined;
  const deadlinePassed = useDeadline(deadline);
  return receiptOf({ attempt, jobState: job.state, settledAt, deadlinePassed, wasWaiting });
}

/**
 * Whether the job may be answered now, read from the caches as they are (not the last render: a
 * second key press may come before it): nothing held or on its way, nothing taken by the agent.
 */
function mayAnswerNow(queryClient: QueryClient, job: Job): boolean {
  const chatId = job.primarySessionId;
  if (!chatId) return false;
  if (heldAnswerOf(useHeldAnswersStore.getState().held, job.id)) return false;
  const key = answerKeys.job(job.id);
  if (queryClient.isMutating({ mutationKey: key, exact: true }) > 0) return false;
  const latest = queryClient.getMutationCache().findAll({ mutationKey: key, exact: true }).at(-1);
  const receipt = receiptOf({
    attempt: latest ? attemptOf(latest.state) : undefined,
    jobState: job.state,
    settledAt: useAnswerChatsStore.getState().settledAt.get(chatId),
    deadlinePassed: false,
    wasWaiting: false,
  });
  return canAnswer(receipt, job.state);
}

/**
 * Answers every job of `jobs` that may be answered now with `message`, held for the person's
 * hold time as one batch (one Undo); returns the jobs answered.
 */
export function answerJobs(
  queryClient: QueryClient,
  jobs: readonly Job[],
  message: string,
  question?: string,
): Job[] {
  const text = message.trim();
  if (text === '') return [];
  const answered = jobs.filter((job) => mayAnswerNow(queryClient, job));
  if (answered.length === 0) return [];
  holdAnswers(
    answered.map((job) => ({
      jobId: job.id,
      chatId: job.primarySessionId ?? '',
      title: job.title || 'Untitled job',
      text,
      ...(question === undefined ? {} : { question }),
    })),
    useInboxPreferences.getState().holdSeconds,
  );
  return answered;
}

export function useAnswerJob(job: Job, question?: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (message: string): boolean => answerJobs(queryClient, [job], message, question).length > 0,
    [job, queryClient, question],
  );
}
