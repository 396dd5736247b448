import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { useStreamEvents } from '@/lib/events/event-stream-provider';
import { chatSightingOf } from '../api/event-sightings';
import { useKnownChatsStore, type ChatSighting } from '@/domain/chats/known-chats-store';
import { changesBetween } from '@/domain/jobs/list-changes';
import { lastActiveAt } from '@/domain/jobs/last-active';
import { createNewest } from '../model/newest';

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

/**
 * The primary chats of the jobs this browser read join the list (the stream names those of jobs
 * that change). Only chats not yet listed, at most MAX_JOB_CHATS a read, dated by their job's
 * last activity so they do not push the person's own chats down. The most recently active are
 * followed write by write (the jobs each write changed, list-changes.ts), so a read's end costs
 * those hundred, not a sort of 100,000 jobs in the task that lands it.
 */
function useJobChats() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listKey = jobQueries.list().queryKey;
    const listHash = JSON.stringify(listKey);
    const added = new Set<string>();
    const newest = createNewest(MAX_JOB_CHATS);
    let seen: readonly Job[] | undefined;
    const follow = (jobs: readonly Job[]) => {
      const changes = seen && changesBetween(seen, jobs);
      seen = jobs;
      const { chats } = useKnownChatsStore.getState();
      for (const job of changes ? changes.map((change) => change.job) : jobs) {
        const id = job.primarySessionId;
        if (id && !added.has(id) && !Object.hasOwn(chats, id)) newest.offer(id, lastActiveAt(job));
      }
    };
    const take = () => {
      const { chats, actions } = useKnownChatsStore.getState();
      const fresh = newest.drain().filter(({ id }) => !added.has(id) && !Object.hasOwn(chats, id));
      for (const { id } of fresh) added.add(id);
      if (fresh.length > 0) actions.rememberMany(fresh);
    };
    const jobs = queryClient.getQueryData(listKey);
    if (jobs) {
      follow(jobs);
      take();
    }
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== listHash) return;
      const list = queryClient.getQueryData(listKey);
      if (list) follow(list);
      // A read of the list lands, not a frame's write (frames name their chats through the stream).
      if (!event.action.manual) take();
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
