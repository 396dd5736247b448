// The chats this device knows are the chats feature's: the app hands their titles in.
import { useEffect } from 'react';
import { useSearchIndex } from './use-search';

export function useIndexChatTitles(chats: readonly { id: string; title: string }[]) {
  const index = useSearchIndex();
  useEffect(() => {
    index.setChatTitles(chats);
  }, [index, chats]);
}
