// Answering an ambiguous job is posting a message to its primary chat (spec rule 4). The send's
// progress lives in the answer store, so a second click, or the same answer from another panel,
// cannot send twice, and a failed send keeps its text for Retry.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/client';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';
import { useAnswerStore } from '../store/answer-store';

async function postAnswer(sessionId: string, message: string): Promise<void> {
  await apiFetch(`/v1/sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: 'POST',
    json: { message },
  });
}

export function useAnswerJob(job: Job) {
  const queryClient = useQueryClient();
  return useCallback(
    async (message: string) => {
      const sessionId = job.primary_session_id;
      const { actions, byJob } = useAnswerStore.getState();
      const text = message.trim();
      if (!sessionId || text === '' || byJob[job.id]?.status === 'sending') return;
      actions.sending(job.id, text, job.state);
      try {
        await postAnswer(sessionId, text);
        actions.sent(job.id);
        void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(sessionId).queryKey });
      } catch (error) {
        actions.failed(job.id, error instanceof Error ? error.message : String(error));
      }
    },
    [job.id, job.primary_session_id, job.state, queryClient],
  );
}
