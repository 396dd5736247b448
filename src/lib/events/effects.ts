// The event table: what each event type does to the cache, as data. A frame that carries the
// whole resource is written into the cache without a request; a partial one patches what it
// names and asks for a re-read; an unknown type changes nothing and is only logged.
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { artifactRevisionSchema, type ArtifactRevision } from '@/lib/api/resources/artifact';
import { sessionSchema, type Session } from '@/lib/api/resources/session';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { StreamEvent } from './frames';
import { asRecord } from '@/lib/as-record';

export type CacheEffect =
  | { kind: 'write-job'; job: Job }
  | { kind: 'patch-job-state'; jobId: string; state: string }
  | { kind: 'refresh-job'; jobId: string }
  | { kind: 'write-session'; session: Session }
  | { kind: 'invalidate'; queryKey: readonly unknown[] }
  | { kind: 'add-artifact'; sessionId: string; revision: ArtifactRevision }
  | { kind: 'log-unknown'; type: string };

type Payload = Record<string, unknown>;

const record = asRecord;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
}

/** The resource a frame carries: nested under its name, under `data`, or inline beside `type`. */
function resourceOf(payload: Payload, name: string): Payload {
  return record(payload[name]) ?? record(payload.data) ?? record(payload.resource) ?? payload;
}

function jobEffects(payload: Payload): CacheEffect[] {
  const resource = resourceOf(payload, 'job');
  const candidate: Payload = { ...resource, id: resource.id ?? resource.job_id ?? payload.job_id };
  const full = jobSchema.safeParse(candidate);
  // "Full" means it has what a card shows; a frame with only an id and a state is partial.
  if (full.success && typeof candidate.title === 'string' && candidate.updated_at !== undefined) {
    return [{ kind: 'write-job', job: full.data }];
  }
  const jobId = text(candidate.id);
  if (!jobId) return [{ kind: 'invalidate', queryKey: ['jobs'] }];
  const state = text(resource.state) ?? text(resource.new_state) ?? text(resource.to) ?? text(payload.state);
  return [
    ...(state ? [{ kind: 'patch-job-state' as const, jobId, state }] : []),
    { kind: 'refresh-job', jobId },
  ];
}

function sessionEffects(payload: Payload): CacheEffect[] {
  const resource = resourceOf(payload, 'session');
  const sessionId = text(resource.id) ?? text(resource.session_id) ?? text(payload.session_id);
  if (!sessionId) return [{ kind: 'invalidate', queryKey: sessionQueries.all() }];
  const candidate = { ...resource, id: sessionId };
  const full = sessionSchema.safeParse(candidate);
  const effects: CacheEffect[] = [];
  if (full.success) effects.push({ kind: 'write-session', session: full.data });
  // Replies are never inline: the settled turn's messages and artifacts are re-read.
  effects.push({ kind: 'invalidate', queryKey: sessionQueries.of(sessionId) });
  return effects;
}

function artifactEffects(payload: Payload): CacheEffect[] {
  const nested = record(payload.artifact);
  const sessionId = text(payload.session_id) ?? text(nested?.session_id);
  if (!sessionId) return [{ kind: 'invalidate', queryKey: sessionQueries.all() }];
  const inline = nested ?? payload;
  if (inline.content !== undefined || inline.body !== undefined) {
    const revision = artifactRevisionSchema.safeParse({
      ...inline,
      artifact_id: inline.artifact_id ?? payload.artifact_id,
      session_id: sessionId,
    });
    if (revision.success) return [{ kind: 'add-artifact', sessionId, revision: revision.data }];
  }
  return [{ kind: 'invalidate', queryKey: sessionQueries.artifacts(sessionId).queryKey }];
}

const eventTable: Record<string, (payload: Payload) => CacheEffect[]> = {
  'job.state_changed': jobEffects,
  'session.settled': sessionEffects,
  'artifact.created': artifactEffects,
};

export function effectsOf(event: StreamEvent): CacheEffect[] {
  const handler = Object.hasOwn(eventTable, event.type) ? eventTable[event.type] : undefined;
  return handler ? handler(event.payload) : [{ kind: 'log-unknown', type: event.type }];
}

/** What the stream covers: re-read all of it after a reconnect, since frames are not replayed. */
export const STREAM_COVERED_KEYS: readonly (readonly unknown[])[] = [['jobs'], sessionQueries.all()];
