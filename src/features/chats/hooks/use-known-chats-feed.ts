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

/** A component form of the feed, for mounting once near the app's root. */
export function KnownChatsFeed() {
  useKnownChatsFeed();
  return null;
}
