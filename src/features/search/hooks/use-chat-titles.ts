// The chats this device knows are the chats feature's: the app hands their titles in.
import { useEffect } from 'react';
import type { ChatName } from '../model/search-types';
import { useSearchIndex } from './use-search';

export function useIndexChatTitles(chats: readonly ChatName[]) {
  const index = useSearchIndex();
  useEffect(() => {
    index.setChatTitles(chats);
  }, [index, chats]);
}
