// The event table: what each typed event (frames.ts parsed it, once) does to the cache, as data.
// A frame that carried the whole resource is written into the cache without a request; a partial
// one patches what it names and asks for a re-read; an unknown type changes nothing and is only
// logged.
import type { Job } from '@/lib/api/resources/job';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { StreamEvent } from '@/lib/events/frames';

export type CacheEffect =
  | { kind: 'write-job'; job: Job }
  | { kind: 'patch-job-state'; jobId: string; state: string }
  | { kind: 'refresh-job'; jobId: string }
  | { kind: 'invalidate'; queryKey: readonly unknown[] }
  | { kind: 'add-artifact'; chatId: string; revision: ArtifactRevision }
  | { kind: 'log-unknown'; type: string };

/** What each event type does, as data: one entry per typed event. */
const eventTable: {
  [T in StreamEvent['type']]: (event: Extract<StreamEvent, { type: T }>) => CacheEffect[];
} = {
  'job.state_changed': ({ job, jobId, state }) => {
    // "Full" means it has what a card shows; a frame with only an id and a state is partial.
    if (job) return [{ kind: 'write-job', job }];
    if (!jobId) return [{ kind: 'invalidate', queryKey: ['jobs'] }];
    return [
      ...(state ? [{ kind: 'patch-job-state' as const, jobId, state }] : []),
      { kind: 'refresh-job', jobId },
    ];
  },
  'session.settled': ({ sessionId: chatId }) => {
    if (!chatId) return [{ kind: 'invalidate', queryKey: sessionQueries.all() }];
    // Replies are never inline: the settled turn's messages and artifacts are re-read (the
    // service has no read of one session, so an inline session has nowhere to be written).
    return [{ kind: 'invalidate', queryKey: sessionQueries.of(chatId) }];
  },
  'artifact.created': ({ sessionId: chatId, revision }) => {
    if (!chatId) return [{ kind: 'invalidate', queryKey: sessionQueries.all() }];
    if (revision) return [{ kind: 'add-artifact', chatId, revision }];
    return [{ kind: 'invalidate', queryKey: sessionQueries.artifacts(chatId).queryKey }];
  },
  other: ({ name }) => [{ kind: 'log-unknown', type: name }],
};

export function effectsOf(event: StreamEvent): CacheEffect[] {
  // The union and the table's keys match one to one; TypeScript cannot see it through the index.
  const handler = eventTable[event.type] as (event: StreamEvent) => CacheEffect[];
  return handler(event);
}

/** What the stream covers: re-read all of it after a reconnect, since frames are not replayed. */
export const STREAM_COVERED_KEYS: readonly (readonly unknown[])[] = [['jobs'], sessionQueries.all()];
