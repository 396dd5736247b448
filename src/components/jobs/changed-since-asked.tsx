// "Changed since asked": shown before the choice buttons when the job's chat has messages or
// artifacts newer than the agent's question, with a link to them (the chat holds both, and each
// artifact's revisions and their diff). Never blocks answering.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { changesSinceAsked, changesText } from '@/domain/questions/changed-since-asked';

export function ChangedSinceAsked({
  chatId,
  questionId,
  enabled = true,
}: {
  chatId: string;
  questionId: string | undefined;
  enabled?: boolean;
}) {
  const messages = useQuery({ ...sessionQueries.messages(chatId), enabled });
  const artifacts = useQuery({ ...sessionQueries.artifacts(chatId), enabled });
  const changes =
    questionId === undefined ? undefined : changesSinceAsked(messages.data, artifacts.data, questionId);
  if (!changes) return null;
  return (
    <p className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <span className="font-semibold">Changed since asked</span>: {changesText(changes)}.{' '}
      <Link to={paths.chat(chatId)} className="underline">
        See what changed
      </Link>
    </p>
  );
}
