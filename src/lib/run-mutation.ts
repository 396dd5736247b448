// A write that no component waits on, sent without a mutation observer (decision 013): built in
// the client's mutation cache, so its key's useMutationState readers see it as they see a click,
// and executed. Its callbacks are the options', so they run even after every view has gone.
import type { MutationOptions, QueryClient } from '@tanstack/react-query';

export function runMutation<TData, TError, TVariables, TOnMutateResult>(
  queryClient: QueryClient,
  options: MutationOptions<TData, TError, TVariables, TOnMutateResult>,
  variables: TVariables,
): Promise<TData> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
