// Which chat an event names, and what it tells of it. `session.settled` carries the session
// nested under `session`, inline beside `type`, or only as `session_id`; `artifact.created`
// names its chat by `session_id` (top level or inside `artifact`). A settle always means the
// chat's turn is over: `running: false` even when the frame carries nothing else.
import { z } from '@/lib/zod';
import { sessionSchema } from '@/lib/api/resources/session';
import type { StreamEvent } from '@/lib/events/frames';
import type { ChatSighting } from '../store/known-chats-store';

const idText = z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]);
const nested = z.looseObject({ session_id: z.optional(idText) });
const nestedJob = z.looseObject({ primary_session_id: z.optional(idText) });

function sessionIdOf(payload: Record<string, unknown>): string | undefined {
  const direct = idText.safeParse(payload.session_id);
  if (direct.success) return direct.data;
  for (const key of ['session', 'artifact', 'data']) {
    const inner = nested.safeParse(payload[key]);
    if (inner.success && inner.data.session_id) return inner.data.session_id;
  }
  return undefined;
}

export function chatSightingOf(event: StreamEvent): ChatSighting | undefined {
  const { payload } = event;
  if (event.type === 'session.settled') {
    const candidates = [payload.session, payload.data, { ...payload, id: payload.id ?? payload.session_id }];
    for (const candidate of candidates) {
      const session = sessionSchema.safeParse(candidate);
      if (session.success) {
        const { id, title, status, running, project_id } = session.data;
        // A settle means the turn is over, whatever else the frame leaves out.
        return { id, title, status, running: running ?? false, project_id };
      }
    }
    const id = sessionIdOf(payload);
    return id ? { id, running: false } : undefined;
  }
  if (event.type === 'job.state_changed') {
    // A job's primary chat is a chat of this account too: list it once the job names it.
    const job = [payload.job, payload.data, payload]
      .map((candidate) => nestedJob.safeParse(candidate))
      .find((result) => result.success && result.data.primary_session_id);
    return job?.success && job.data.primary_session_id ? { id: job.data.primary_session_id } : undefined;
  }
  if (event.type === 'artifact.created') {
    const id = sessionIdOf(payload);
    return id ? { id } : undefined;
  }
  return undefined;
}

/** The chat whose turn an event says has settled, if any. */
export function settledChatId(event: StreamEvent): string | undefined {
  return event.type === 'session.settled' ? chatSightingOf(event)?.id : undefined;
}
