import { useEffect, useRef } from 'react';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { chatSightingOf } from '../api/event-sightings';
import { useKnownChatsStore, type ChatSighting } from '../store/known-chats-store';

/**
 * Adds every chat the event stream names to this browser's list of known chats. The frames of one
 * network read arrive in one task; their sightings are written together once it ends (one save of
 * the persisted list, not one per frame: a burst of 500 job frames named their chats 500 times).
 */
function useKnownChatsFeed() {
  const pending = useRef<ChatSighting[]>([]);
  useStreamEvents((event) => {
    const sighting = chatSightingOf(event);
    if (!sighting) return;
    pending.current.push(sighting);
    if (pending.current.length > 1) return;
    queueMicrotask(() => {
      const sightings = pending.current;
      pending.current = [];
      useKnownChatsStore.getState().actions.rememberMany(sightings);
    });
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
