// Dispatching a job: POST /v1/jobs answers at once with the job in `backlog` and a placeholder
// title, so the card goes into the list cache right away; the event stream then renames and
// moves it. A frame may beat the POST's answer, so an entry already there is never overwritten.
// Each send is its own request (several may be out at once); the dispatch store tracks them.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api/client';
import { jobQueries, jobResponseSchema } from '@/lib/api/queries/jobs';
import type { Job } from '@/lib/api/resources/job';
import { useDispatchStore } from '../store/dispatch-store';

export function dispatchJob(message: string) {
  return apiRequest(jobResponseSchema, '/v1/jobs', { method: 'POST', json: { message } });
}

export function addDispatched(list: Job[] | undefined, job: Job): Job[] | undefined {
  if (!list) return list;
  return list.some((item) => item.id === job.id) ? list : [job, ...list];
}

/** Sends text already taken from the box (dispatch store `take`/`retake`) and records the outcome. */
export function useSendDispatch() {
  const queryClient = useQueryClient();
  return useCallback(
    async (text: string) => {
      const { actions } = useDispatchStore.getState();
      try {
        const job = await dispatchJob(text);
        queryClient.setQueryData(jobQueries.list().queryKey, (list) => addDispatched(list, job));
        actions.succeeded(job.id, text);
      } catch (error) {
        actions.failed(text, error instanceof Error ? error.message : String(error));
      }
    },
    [queryClient],
  );
}
