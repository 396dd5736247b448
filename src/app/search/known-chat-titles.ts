// The chats this device knows, by title, for the search index: the chats feature knows them, the
// search feature indexes them, and the app, which composes features, hands one to the other.
import { useMemo } from 'react';
import { useKnownChatsStore } from '@/features/chats/store/known-chats-store';
import { useIndexChatTitles } from '@/features/search/hooks/use-chat-titles';

export function useKnownChatTitlesIndexed() {
  const known = useKnownChatsStore((s) => s.chats);
  const titles = useMemo(
    () =>
      Object.values(known)
        .filter((chat) => !chat.gone && chat.title?.trim())
        .map((chat) => ({ id: chat.id, title: chat.title?.trim() ?? '' })),
    [known],
  );
  useIndexChatTitles(titles);
}
