// Answering jobs: held for the person's hold time as one batch (one Undo) on the write path, and
// refused while an answer is held or on its way, or after the agent took one, in any tab (the
// records are every tab's, and outlive a reload).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';
import { useInboxPreferences } from '@/config/inbox-preferences';
import { canAnswer, receiptOf } from './receipt';
import { holdAnswers, type AnswerToHold } from './hold-answers';
import { answerOpenFor, answerRecords, latestAnswerOf } from './answer-records';
import { turnEndedAt } from '@/domain/questions/turn-ends';
import { latestAgentMessage } from '@/domain/questions/use-agent-question';
import { attemptOf } from './use-answer-receipt';
import { jobTitle } from '@/domain/jobs/job-title';

/**
 * Whether the job may be answered now, read from the records as they are (not the last render: a
 * second key press may come before it): nothing held or on its way, nothing taken by the agent.
 */
export function mayAnswerNow(job: Job): boolean {
  const chatId = job.primarySessionId;
  if (!chatId || answerOpenFor(job.id)) return false;
  const receipt = receiptOf({
    attempt: attemptOf(latestAnswerOf(answerRecords(), job.id)),
    jobState: job.state,
    settledAt: turnEndedAt(chatId),
    deadlinePassed: false,
    wasWaiting: false,
  });
  return canAnswer(receipt, job.state);
}

/** The agent's message the answer answers: the latest one of the chat, as this tab read it. */
function askedIn(queryClient: QueryClient, chatId: string): AnswerToHold['asked'] {
  const asked = latestAgentMessage(queryClient.getQueryData(sessionQueries.messages(chatId).queryKey));
  return asked && { id: asked.id, text: asked.text };
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
  const answered = jobs.filter(mayAnswerNow);
  if (answered.length === 0) return [];
  const batch = holdAnswers(
    answered.map((job) => {
      const chatId = job.primarySessionId ?? '';
      return {
        jobId: job.id,
        chatId,
        title: jobTitle(job.title),
        text,
        asked: askedIn(queryClient, chatId),
        ...(question === undefined ? {} : { question }),
      };
    }),
    useInboxPreferences.getState().holdSeconds,
  );
  return batch === undefined ? [] : answered;
}

export function useAnswerJob(job: Job, question?: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (message: string): boolean => answerJobs(queryClient, [job], message, question).length > 0,
    [job, queryClient, question],
  );
}
