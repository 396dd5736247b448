// Dispatching a job: POST /v1/jobs answers at once with the job in `backlog` and a placeholder
// title, so the card goes into the list cache right away; the event stream then renames and
// moves it. A frame may beat the POST's answer, so an entry already there is never overwritten.
// Each send is its own mutation (several may be out at once); `useMutationState` counts them.
import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api/client';
import { jobQueries, jobResponseSchema } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { errorMessage } from '@/lib/error-message';
import { runMutation } from '@/lib/run-mutation';
import { useDispatchStore } from '../store/dispatch-store';
import { dispatchMutationKey } from './dispatch-key';
import { upsertById } from '@/domain/jobs/upsert-by-id';

/** The new job first; a frame that beat the POST's answer keeps its (newer) copy. */
function addDispatched(list: Job[] | undefined, job: Job): Job[] | undefined {
  return list && upsertById(list, [job], { position: 'start', merge: (held) => held });
}

export const dispatchJobMutation = () =>
  mutationOptions({
    mutationKey: dispatchMutationKey(),
    mutationFn: (message: string) =>
      apiRequest(jobResponseSchema, '/v1/jobs', { method: 'POST', json: { message } }),
    onSuccess: (job, _message, _onMutateResult, { client }) => {
      client.setQueryData(jobQueries.list().queryKey, (list) => addDispatched(list, job));
    },
  });

/**
 * Sends text already taken from the box (dispatch store `take`/`retake`) and records the outcome.
 * Each send runs without an observer (runMutation, as executeAnswer in answer-job.ts): the box
 * reads its sends through useMutationState, and useMutation would put TanStack's mutation
 * observer on every first visit (decision 035).
 */
export function useSendDispatch() {
  const queryClient = useQueryClient();
  return useCallback(
    (text: string) => {
      const sent = runMutation(
        queryClient,
        {
          ...dispatchJobMutation(),
          // On the mutation itself: it runs for every send, even after the board is left.
          onSettled: (job, error) => {
            const { actions } = useDispatchStore.getState();
            if (job) actions.succeeded(job.id, text, job.title ?? '');
            else actions.failed(text, errorMessage(error));
          },
        },
        text,
      );
      sent.catch(() => undefined); // recorded by onSettled
    },
    [queryClient],
  );
}
