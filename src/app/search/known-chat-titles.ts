// The chats this device knows, by name, for the search index: the chats feature knows them, the
// search feature indexes them, and the app, which composes features, hands one to the other. A
// job's chat with no title of its own goes by its job's title, as on the Chats screen
// (domain/jobs/chat-name.ts), a name its hits show but that is not searched (the job is found as
// itself); one with neither is named by the index ("Chat" and its id's start).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatName, jobTitlesByChat } from '@/domain/jobs/chat-name';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useIndexChatTitles } from '@/features/search/hooks/use-chat-titles';

export function useKnownChatTitlesIndexed() {
  const known = useKnownChatsStore((s) => s.chats);
  // The jobs list as a screen left it in the cache: this never reads it for a name.
  const { data: jobTitles } = useQuery({ ...jobQueries.list(), enabled: false, select: jobTitlesByChat });
  const titles = useMemo(
    () =>
      Object.values(known)
        .filter((chat) => !chat.gone && (chat.title?.trim() || jobTitles?.has(chat.id)))
        .map((chat) => ({
          id: chat.id,
          title: chatName(chat.id, chat.title, jobTitles?.get(chat.id)),
          byJob: !chat.title?.trim(),
        })),
    [known, jobTitles],
  );
  useIndexChatTitles(titles);
}
