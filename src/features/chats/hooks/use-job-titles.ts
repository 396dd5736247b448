// A job's primary chat may carry no title of its own (the envelope dialect sends none, and there
// is no endpoint to read one session), but its job has one. The jobs list is read only when some
// chat lacks a title, and then shared with the Jobs screen through the query cache.
import { useQuery } from '@tanstack/react-query';
import { useHasApiKey } from '@/lib/storage/connection-settings';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';

const NONE: ReadonlyMap<string, string> = new Map();

/** Chat id → the title of the job whose primary chat it is. */
function jobTitlesByChat(jobs: readonly Job[]): ReadonlyMap<string, string> {
  const titles = new Map<string, string>();
  for (const job of jobs) {
    const title = job.title?.trim();
    if (job.primarySessionId && title && !titles.has(job.primarySessionId))
      titles.set(job.primarySessionId, title);
  }
  return titles;
}

export function useJobTitles(needed: boolean): ReadonlyMap<string, string> {
  const hasKey = useHasApiKey();
  // Disabled, the query still hands back what the cache holds; it only stops asking the service.
  const { data } = useQuery({ ...jobQueries.list(), enabled: needed && hasKey, select: jobTitlesByChat });
  return data ?? NONE;
}

/** The name a chat goes by: its own title, else its job's, else the fallback. */
export function chatTitle(
  ownTitle: string | undefined,
  jobTitle: string | undefined,
  fallback: string,
): string {
  return ownTitle?.trim() || jobTitle || fallback;
}
