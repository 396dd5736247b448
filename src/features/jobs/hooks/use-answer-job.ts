// Answering jobs: held for the person's hold time as one batch (one Undo), and refused while an
// answer is held or on its way, or after the agent took one. Fetched with the answer form and the
// inbox's alike dialog, not with the board that only shows receipts (use-answer.ts).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { useInboxPreferences } from '@/config/inbox-preferences';
import { answerKeys } from '../api/answer-keys';
import { canAnswer, receiptOf } from '../model/receipt';
import { heldAnswerOf, holdAnswers, useHeldAnswersStore } from '../store/held-answers-store';
import { useAnswerChatsStore } from '../store/answer-chats-store';
import { attemptOf } from './use-answer';

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
