// One SSE message → one typed event, parsed once, here. The JSON `type` is the discriminator; an
// `event:` line is used only when the data carries no type. Whatever shape the service sends the
// resource in (inline beside `type`, under `data`, Stripe's `data.object`, `resource`, or under its
// own name: `job`, `session`, `artifact`), and whether it is whole or only ids and a state, it
// comes out as the same typed event. Non-JSON data, non-objects and frames without a type are
// dropped; nothing here throws. Events are plain data of bounded depth, so the leader tab can
// relay them to others.
import type { EventSourceMessage } from 'eventsource-parser';
import { artifactRevisionSchema, type ArtifactRevision } from '@/lib/api/resources/artifact';
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { sessionSchema, type Session } from '@/lib/api/resources/session';
import * as v from '@/lib/valibot';
import { object as wrapper } from 'valibot';

interface JobChanged {
  type: 'job.state_changed';
  /** The job the frame names; absent when it names none (then every job list is re-read). */
  jobId?: string;
  /** The new state, when the frame says it. */
  state?: string;
  /** The whole job, when the frame carries what a card shows (title and `updated_at`). */
  job?: Job;
  primarySessionId?: string;
}

interface SessionSettled {
  type: 'session.settled';
  sessionId?: string;
  /** The session as far as the frame describes it (at least its id). */
  session?: Session;
}

interface ArtifactCreated {
  type: 'artifact.created';
  sessionId?: string;
  /** The revision, when the frame carries its content inline. */
  revision?: ArtifactRevision;
}

/** An event type the client does not know: it changes nothing and is only logged. */
interface OtherEvent {
  type: 'other';
  name: string;
}

export type StreamEvent = JobChanged | SessionSettled | ArtifactCreated | OtherEvent;

/** The chat whose agent turn an event says has settled, if any (however the frame nested it). */
export function settledChatId(event: StreamEvent): string | undefined {
  return event.type === 'session.settled' ? (event.sessionId ?? event.session?.id) : undefined;
}

/** A non-empty string, or a number read as its decimal text; anything else is no value. */
const text = v.fallback(
  v.optional(v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.transform(String))])),
  undefined,
);
const anObject = v.looseObject({});
type Loose = v.InferOutput<typeof anObject>;

function objectAt(record: Loose | undefined, key: string): Loose | undefined {
  const value = v.safeParse(anObject, record?.[key]);
  return value.success ? value.output : undefined;
}

/** Where a frame carries its resource: its own name, `data.object`, `data`, `resource`, or inline. */
function carried(name: string) {
  return v.pipe(
    anObject,
    v.transform(
      (frame: Loose): Loose =>
        objectAt(frame, name) ??
        objectAt(objectAt(frame, 'data'), 'object') ??
        objectAt(frame, 'data') ??
        objectAt(frame, 'resource') ??
        frame,
    ),
  );
}

const jobFields = v.looseObject({
  id: text,
  job_id: text,
  state: text,
  new_state: text,
  to: text,
  primary_session_id: text,
});

function jobEvent(frame: { job_id?: string; state?: string }, resource: Loose): JobChanged {
  const fields = v.parse(jobFields, resource);
  const nestedId = fields.id ?? fields.job_id;
  // The frame's own `job_id` names the job; a nested id that disagrees makes the payload
  // untrustworthy, so the job is only re-read.
  const jobId = frame.job_id ?? nestedId;
  const agrees = nestedId === undefined || nestedId === jobId;
  const state = agrees ? (fields.state ?? fields.new_state ?? fields.to ?? frame.state) : undefined;
  const event: JobChanged = { type: 'job.state_changed', jobId, state };
  if (agrees && fields.primary_session_id) event.primarySessionId = fields.primary_session_id;
  if (agrees && jobId && typeof resource.title === 'string' && resource.updated_at !== undefined) {
    const job = v.safeParse(jobSchema, { ...resource, id: jobId });
    if (job.success) event.job = job.output;
  }
  return event;
}

const sessionFields = v.looseObject({ id: text, session_id: text });

function sessionEvent(frame: { session_id?: string }, resource: Loose): SessionSettled {
  const fields = v.parse(sessionFields, resource);
  const nestedId = fields.id ?? fields.session_id;
  const sessionId = frame.session_id ?? nestedId;
  const event: SessionSettled = { type: 'session.settled', sessionId };
  if (sessionId && (nestedId === undefined || nestedId === sessionId)) {
    const session = v.safeParse(sessionSchema, { ...resource, id: sessionId });
    if (session.success) event.session = session.output;
  }
  return event;
}

const artifactFields = v.looseObject({ session_id: text, artifact_id: text });

function artifactEvent(
  frame: { session_id?: string; artifact_id?: string },
  resource: Loose,
): ArtifactCreated {
  const fields = v.parse(artifactFields, resource);
  const sessionId = frame.session_id ?? fields.session_id;
  const event: ArtifactCreated = { type: 'artifact.created', sessionId };
  if (sessionId && (resource.content !== undefined || resource.body !== undefined)) {
    const revision = v.safeParse(artifactRevisionSchema, {
      ...resource,
      artifact_id: resource.artifact_id ?? frame.artifact_id,
      session_id: sessionId,
    });
    if (revision.success) event.revision = revision.output;
  }
  return event;
}

// The wrapper `{ type, payload }` is built below from an object already checked, so valibot's own
// `object` (which the variant needs) is enough for it.
const knownFrame = v.pipe(
  v.variant('type', [
    wrapper({
      type: v.literal('job.state_changed'),
      payload: wrapper({ frame: v.looseObject({ job_id: text, state: text }), resource: carried('job') }),
    }),
    wrapper({
      type: v.literal('session.settled'),
      payload: wrapper({ frame: v.looseObject({ session_id: text }), resource: carried('session') }),
    }),
    wrapper({
      type: v.literal('artifact.created'),
      payload: wrapper({
        frame: v.looseObject({ session_id: text, artifact_id: text }),
        resource: carried('artifact'),
      }),
    }),
  ]),
  v.transform((known): StreamEvent => {
    switch (known.type) {
      case 'job.state_changed':
        return jobEvent(known.payload.frame, known.payload.resource);
      case 'session.settled':
        return sessionEvent(known.payload.frame, known.payload.resource);
      case 'artifact.created':
        return artifactEvent(known.payload.frame, known.payload.resource);
    }
  }),
);

/** Deeper than any resource the client reads; what lies below is dropped. */
const MAX_DEPTH = 24;
/** Wider than any resource the client reads; further unknown keys are dropped. */
const MAX_KEYS = 200;
/** The keys the client reads, kept however many others come before them. */
const READ_KEYS = new Set([
  ...['type', 'id', 'job_id', 'session_id', 'artifact_id', 'state', 'new_state', 'to', 'title'],
  ...['job', 'session', 'artifact', 'data', 'object', 'resource', 'content', 'body', 'updated_at'],
  ...['primary_session_id', 'running', 'status', 'project_id', 'agent_id', 'created_at', 'version'],
  ...['description', 'failure_reason', 'last_activity', 'last_active_at', 'planning', 'revision'],
  ...['artifact_key', 'key', 'name', 'filename', 'kind', 'content_type', 'mime_type', 'encoding', 'url'],
]);

/**
 * A copy of a JSON value cut at MAX_DEPTH and MAX_KEYS, without `__proto__` keys. An event keeps
 * the fields it does not know (a job's extra fields, say): a value nested thousands deep would
 * overflow the stack of whatever walks it next (the structured clone of the relay to other tabs,
 * the query cache's structural sharing, JSON.stringify), and an object of 100,000 keys makes
 * every copy of it slow. Linear in the size of the value.
 */
function bounded(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => bounded(item, depth + 1));
  const copy: Record<string, unknown> = {};
  let kept = 0;
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__' || (kept >= MAX_KEYS && !READ_KEYS.has(key))) continue;
    copy[key] = bounded(item, depth + 1);
    kept += 1;
  }
  return copy;
}

/** One parsed JSON frame (with the SSE event name, if any) → its typed event, or nothing. */
export function eventOf(data: unknown, eventName?: string): StreamEvent | undefined {
  try {
    return typedEvent(bounded(data), eventName);
  } catch {
    return undefined; // whatever a frame holds, the stream goes on
  }
}

function typedEvent(data: unknown, eventName?: string): StreamEvent | undefined {
  const frame = v.safeParse(anObject, data);
  if (!frame.success) return undefined;
  const named = eventName && eventName !== 'message' ? eventName : undefined;
  const type = typeof frame.output.type === 'string' && frame.output.type !== '' ? frame.output.type : named;
  if (!type) return undefined;
  const known = v.safeParse(knownFrame, { type, payload: { frame: frame.output, resource: frame.output } });
  return known.success ? known.output : { type: 'other', name: type };
}

/** An SSE message as it came off the wire: its data text and its `event:` name. */
export type RawFrame = Pick<EventSourceMessage, 'data' | 'event'>;

export function readFrame(message: RawFrame): StreamEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  return eventOf(data, message.event);
}
