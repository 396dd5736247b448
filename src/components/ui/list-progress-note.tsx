// A quiet line under a long list while its later pages stream in ("Loading more… 1,240 jobs"),
// and a plain one when the service holds more than the app reads ("Showing the first 10,000
// jobs…"). Not a live region: it changes every few hundred milliseconds and is not news.
import type { QueryKey } from '@tanstack/react-query';
import { useListProgress } from '@/lib/api/queries/list-reads';
import { formatCount } from '@/lib/format-count';

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
  if (!progress) return null;
  const count = formatCount(progress.loaded);
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
