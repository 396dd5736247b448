// Dispatching a job goes through the one write path (lib/writes): a stored record first, then
// POST /v1/jobs, once, with the key of the account it was typed in; a failure keeps the text
// beside the box with Retry and Discard (features/dispatch/components/dispatch-form.tsx). The
// path's code is fetched at the first dispatch; should that fetch fail, the text goes back to the
// box.
import { errorMessage } from '@/lib/error-message';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';

const loadDispatchJobs = () => import('./dispatch-jobs');

/** Fetches the write path's code ahead of the first dispatch. */
export const prefetchDispatch = () => void loadDispatchJobs().catch(() => undefined);

export function sendDispatch(text: string) {
  loadDispatchJobs()
    .then(({ dispatchJob }) => {
      if (!dispatchJob(text)) useDispatchStore.getState().actions.failed(text, 'Not signed in.');
    })
    .catch((error: unknown) => useDispatchStore.getState().actions.failed(text, errorMessage(error)));
}

/** The send as a hook, for the views that dispatch (it is one function for the whole app). */
export const useSendDispatch = () => sendDispatch;
