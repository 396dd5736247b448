// Opens "Answer N jobs alike" for the group a job belongs to: the group's jobs as the inbox shows
// them (oldest first), each with the question its agent asked, and the choices of the question as
// the opening job's agent asked it.
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { AlikeGroup } from '@/domain/questions/alike';
import { extractChoices } from '@/domain/questions/choices';
import type { InboxEntry } from '../model/inbox-entries';
import { useJobsAnswering } from '@/domain/jobs/writes/answer-records';
import { latestAgentMessage } from '@/domain/questions/use-agent-question';
import { AlikeDialog } from './alike-dialog';

interface AlikeAnswerProps {
  jobId: string;
  group: AlikeGroup | undefined;
  entries: readonly InboxEntry[];
  onAnswered: (jobIds: readonly string[]) => void;
  onClose: () => void;
}

export function AlikeAnswer({ jobId, group, entries, onAnswered, onClose }: AlikeAnswerProps) {
  const queryClient = useQueryClient();
  const answering = useJobsAnswering();
  if (!group) return null;
  const members = new Set(group.jobIds);
  const jobs = entries.filter((entry) => members.has(entry.id) && !entry.departed).map((entry) => entry.job);
  // The questions were read to group the jobs (hooks/use-alike-groups.ts): they are in the cache,
  // and the inbox renders this again whenever one of them changes.
  const questions = new Map(
    jobs.map((job) => {
      const messages = job.primarySessionId
        ? queryClient.getQueryData(sessionQueries.messages(job.primarySessionId).queryKey)
        : undefined;
      return [job.id, latestAgentMessage(messages)?.text] as const;
    }),
  );
  const opener = jobs.find((job) => job.id === jobId) ?? jobs[0];
  return (
    <AlikeDialog
      jobs={jobs}
      questions={questions}
      choices={extractChoices(opener ? questions.get(opener.id) : undefined)}
      question={group.key}
      answering={answering}
      onAnswered={onAnswered}
      onClose={onClose}
    />
  );
}
