import { useEffect } from 'react';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { chatSightingOf } from '../api/event-sightings';
import { useKnownChatsStore } from '../store/known-chats-store';

/** Adds every chat the event stream names to this browser's list of known chats. */
function useKnownChatsFeed() {
  useStreamEvents((event) => {
    const sighting = chatSightingOf(event);
    if (sighting) useKnownChatsStore.getState().actions.remember(sighting);
  });
}

/** Chats the host names in /agent-console.json (the demo's) join the list once, unless known. */
function useProvidedChats() {
  const { chats } = useProvidedCatalog();
  useEffect(() => {
    const { chats: known, actions } = useKnownChatsStore.getState();
    for (const { id, name } of chats)
      if (!Object.hasOwn(known, id)) actions.remember({ id, ...(name ? { title: name } : {}) });
  }, [chats]);
}

/** A component form of the feed, for mounting once near the app's root. */
export function KnownChatsFeed() {
  useKnownChatsFeed();
  useProvidedChats();
  return null;
}
