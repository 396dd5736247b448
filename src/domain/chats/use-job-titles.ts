// A job's primary chat may carry no title of its own (the envelope dialect sends none, and there
// is no endpoint to read one session), but its job has one. The jobs list is read only when some
// chat lacks a title, and then shared with the Jobs screen through the query cache. The naming rule
// itself is the job domain's (domain/jobs/chat-name.ts).
import { useQuery } from '@tanstack/react-query';
import { useHasApiKey } from '@/lib/storage/connection-settings';
import { jobQueries } from '@/domain/jobs/job-queries';
import { jobTitlesByChat } from '@/domain/jobs/chat-name';

const NONE: ReadonlyMap<string, string> = new Map();

export function useJobTitles(needed: boolean): ReadonlyMap<string, string> {
  const hasKey = useHasApiKey();
  // Disabled, the query still hands back what the cache holds; it only stops asking the service.
  const { data } = useQuery({ ...jobQueries.list(), enabled: needed && hasKey, select: jobTitlesByChat });
  return data ?? NONE;
}
