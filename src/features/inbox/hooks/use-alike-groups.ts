// Which waiting jobs ask alike: every waiting job's question is read (not only the rows near the
// screen), since a group's count must be the whole of it. The reads are the rows' own queries,
// shared through the cache, so a row that comes into view reads nothing again.
import { useQueries } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Message } from '@/lib/api/resources/message';
import { groupAlike, questionKey, type AlikeGroup } from '@/domain/questions/alike';
import type { InboxEntry } from '../model/inbox-entries';
import { latestAgentMessage } from '@/domain/questions/use-agent-question';

/** At most this many of the oldest waiting jobs are read for grouping. */
const MAX_READ = 100;

const questionOf = (messages: readonly Message[]) => latestAgentMessage(messages)?.text;

export function useAlikeGroups(entries: readonly InboxEntry[]): Map<string, AlikeGroup> {
  const waiting = entries.filter((entry) => !entry.departed && entry.job.primarySessionId).slice(0, MAX_READ);
  return useQueries({
    queries: waiting.map((entry) => ({
      ...sessionQueries.messages(entry.job.primarySessionId ?? ''),
      select: questionOf,
    })),
    combine: (results) =>
      groupAlike(
        results.map((result, index) => ({ jobId: waiting[index]?.id ?? '', key: questionKey(result.data) })),
      ),
  });
}
