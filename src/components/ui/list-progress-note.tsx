// A quiet line under a long list while its later pages stream in ("Loading more… 1,240 jobs"),
// and a plain one when the list stops short: the service holds more than the app reads, or a
// further page could not be read (with Retry). A list is never cut without a word. The loading
// line is not a live region: it changes every few hundred milliseconds and is not news.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useListProgress } from '@/lib/api/queries/list-reads';
import { formatCount } from '@/lib/format-count';
import { Button } from './button';

export function ListProgressNote({
  queryKey,
  noun,
  fetching,
}: {
  queryKey: QueryKey;
  /** Plural, lower case: "jobs", "messages", "artifacts". */
  noun: string;
  fetching: boolean;
}) {
  const progress = useListProgress(queryKey);
  const queryClient = useQueryClient();
  if (!progress) return null;
  const count = formatCount(progress.loaded);
  if (progress.cut && progress.done)
    return (
      <div
        role="status"
        data-list-progress="cut"
        className="flex flex-wrap items-center gap-2 text-xs text-amber-800 dark:text-amber-300"
      >
        <p>
          Showing the first {count} {noun}: the next page could not be read.
        </p>
        <Button
          variant="secondary"
          className="px-2 py-0.5 text-xs"
          disabled={fetching}
          onClick={() => void queryClient.refetchQueries({ queryKey })}
        >
          Retry
        </Button>
      </div>
    );
  if (progress.truncated)
    return (
      <p data-list-progress="truncated" className="text-xs text-amber-800 dark:text-amber-300">
        Showing the first {count} {noun}: the service has more than this app reads.
      </p>
    );
  if (progress.done || !fetching) return null;
  return (
    <p data-list-progress="loading" className="text-xs text-slate-600 dark:text-slate-400">
      Loading more… {count} {noun}
    </p>
  );
}
