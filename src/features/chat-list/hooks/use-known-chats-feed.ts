import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { chatSightingOf } from '../api/event-sightings';
import { useKnownChatsStore, type ChatSighting } from '@/domain/chats/known-chats-store';
import { firstTime } from '@/lib/time';

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

/** Job chats a list read adds at most: the most recently active jobs' (an account may hold thousands). */
const MAX_JOB_CHATS = 100;

function activeAt(job: Job): number | undefined {
  return firstTime(job.lastActiveAt, job.updatedAt, job.createdAt);
}

/**
 * The primary chats of the jobs this browser read join the list (the stream names those of jobs
 * that change). Only chats not yet listed, at most MAX_JOB_CHATS a read, dated by their job's
 * last activity so they do not push the person's own chats down.
 */
function useJobChats() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listKey = jobQueries.list().queryKey;
    const listHash = JSON.stringify(listKey);
    const added = new Set<string>();
    const take = () => {
      const jobs = queryClient.getQueryData(listKey);
      if (!jobs) return;
      const { chats, actions } = useKnownChatsStore.getState();
      const fresh = jobs
        .filter(
          (job) =>
            job.primarySessionId &&
            !added.has(job.primarySessionId) &&
            !Object.hasOwn(chats, job.primarySessionId),
        )
        .map((job) => ({ id: job.primarySessionId ?? '', activeAt: activeAt(job) }))
        .sort((a, b) => (b.activeAt ?? 0) - (a.activeAt ?? 0))
        .slice(0, MAX_JOB_CHATS);
      for (const { id } of fresh) added.add(id);
      if (fresh.length > 0) actions.rememberMany(fresh);
    };
    take();
    return queryClient.getQueryCache().subscribe((event) => {
      // A read of the list, not a frame's write (frames name their chats through the stream).
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      if (JSON.stringify(event.query.queryKey) === listHash) take();
    });
  }, [queryClient]);
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
  useJobChats();
  useProvidedChats();
  return null;
}
