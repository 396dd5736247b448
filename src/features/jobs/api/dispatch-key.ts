// The dispatch mutation's key, apart from its options (dispatch-job.ts): the history recorder
// watches dispatches on every screen by this key alone, so the sending code and its store stay
// with the screens that dispatch.
import { jobQueries } from '@/domain/jobs/job-queries';

export const dispatchMutationKey = () => [...jobQueries.all(), 'dispatch'] as const;
