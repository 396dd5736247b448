// Dispatching a job: POST /v1/jobs answers at once with the job in `backlog` and a placeholder
// title, so the card goes into the list cache right away; the event stream then renames and
// moves it. A frame may beat the POST's answer, so an entry already there is never overwritten.
// Each send is its own mutation (several may be out at once); `useMutationState` counts them.
import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, parseWriteAnswer, readJson } from '@/lib/api/client';
import { jobQueries, jobResponseSchema } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { errorMessage } from '@/lib/error-message';
import { runMutation } from '@/lib/run-mutation';
import { currentAccount } from '@/lib/storage/account-storage';
import { holdFailedDispatch, useDispatchStore } from '../store/dispatch-store';
import { dispatchMutationKey } from './dispatch-key';
import { upsertById } from '@/domain/jobs/upsert-by-id';

/** A dispatch as sent: the text, and the account it was typed in (its key alone sends it). */
interface Dispatch {
  text: string;
  account: string | undefined;
}

/** The new job first; a frame that beat the POST's answer keeps its (newer) copy. */
function addDispatched(list: Job[] | undefined, job: Job): Job[] | undefined {
  return list && upsertById(list, [job], { position: 'start', merge: (held) => held });
}

/** POST /v1/jobs: the job made, or undefined when its 2xx answer cannot be read (made all the same). */
async function postJob({ text, account }: Dispatch): Promise<Job | undefined> {
  const response = await apiFetch('/v1/jobs', { method: 'POST', json: { message: text }, account });
  return parseWriteAnswer(jobResponseSchema, await readJson(response).catch(() => undefined));
}

export const dispatchJobMutation = () =>
  mutationOptions({
    mutationKey: dispatchMutationKey(),
    mutationFn: postJob,
    onSuccess: (job, { account }, _onMutateResult, { client }) => {
      // After a change of key the cache holds another account's jobs: its own list shows it later.
      if (account !== currentAccount()) return;
      // A job whose answer could not be read comes with the event stream, or this re-read.
      if (!job) void client.invalidateQueries({ queryKey: jobQueries.list().queryKey, exact: true });
      else client.setQueryData(jobQueries.list().queryKey, (list) => addDispatched(list, job));
    },
  });

/**
 * Sends text already taken from the box (dispatch store `take`/`retake`) and records the outcome.
 * Each send runs without an observer (runMutation, as executeAnswer in answer-job.ts): the box
 * reads its sends through useMutationState, and useMutation would put TanStack's mutation
 * observer on every first visit (decision 035). The outcome is written only into the stores of
 * the account it was sent for: a failure that ends after a change of key waits for that account.
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
          onSettled: (job, error, { account }) => {
            const reason = error ? errorMessage(error) : undefined;
            if (account !== currentAccount()) {
              if (account && reason !== undefined) holdFailedDispatch(account, text, reason);
              return;
            }
            const { actions } = useDispatchStore.getState();
            if (job) actions.succeeded(job.id, text, job.title ?? '');
            else if (reason !== undefined) actions.failed(text, reason);
          },
        },
        { text, account: currentAccount() },
      );
      sent.catch(() => undefined); // recorded by onSettled
    },
    [queryClient],
  );
}
