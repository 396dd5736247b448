// The jobs list could not be read and nothing was loaded before: the board and the inbox say so
// alike, with the retry every failed read offers.
import { ErrorAlert } from '@/components/ui/error-alert';

interface JobsLoadFailureProps {
  /** The list read's last failure, kept while it retries (useLastError). */
  failure: Error | undefined;
  list: { data: unknown; isFetching: boolean; refetch: () => unknown };
}

export function JobsLoadFailure({ failure, list }: JobsLoadFailureProps) {
  if (!failure || list.data) return null;
  return (
    <ErrorAlert
      title="The jobs could not be loaded."
      error={failure}
      onRetry={list.refetch}
      retrying={list.isFetching}
    />
  );
}
