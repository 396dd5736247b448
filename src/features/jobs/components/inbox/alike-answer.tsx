// Opens "Answer N jobs alike" for the group a job belongs to: the group's jobs as the inbox shows
// them (oldest first), and the choices of the question as the opening job's agent asked it.
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { AlikeGroup } from '../../model/alike';
import { extractChoices } from '../../model/choices';
import type { InboxEntry } from '../../model/inbox-entries';
import { AlikeDialog } from './alike-dialog';

interface AlikeAnswerProps {
  jobId: string;
  group: AlikeGroup | undefined;
  entries: readonly InboxEntry[];
  onClose: () => void;
}

export function AlikeAnswer({ jobId, group, entries, onClose }: AlikeAnswerProps) {
  const queryClient = useQueryClient();
  if (!group) return null;
  const members = new Set(group.jobIds);
  const jobs = entries.filter((entry) => members.has(entry.id) && !entry.departed).map((entry) => entry.job);
  const opener = jobs.find((job) => job.id === jobId) ?? jobs[0];
  const messages = opener?.primarySessionId
    ? queryClient.getQueryData(sessionQueries.messages(opener.primarySessionId).queryKey)
    : undefined;
  const text = messages?.findLast(
    (message) => message.author === 'agent' && message.text !== undefined,
  )?.text;
  return <AlikeDialog jobs={jobs} choices={extractChoices(text)} question={group.key} onClose={onClose} />;
}
