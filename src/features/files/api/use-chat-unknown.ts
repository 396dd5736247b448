// Whether the service answered 404 for this chat. The chat screen reads its messages; this only
// looks at that same query in the cache (never asking the service itself), so uploads to a chat
// the service does not know are refused before they start.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import { sessionQueries } from '@/lib/api/queries/sessions';

export function useChatUnknown(chatId: string): boolean {
  const { error } = useQuery({ ...sessionQueries.messages(chatId), enabled: false });
  return isApiError(error) && error.status === 404;
}
