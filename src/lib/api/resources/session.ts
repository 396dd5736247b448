import * as v from '@/lib/valibot';
import { id, optionalBoolean, optionalInt, optionalString } from './common';

/** A session (chat) as the service sends it; unknown fields are tolerated. */
const serviceSession = v.looseObject({
  id,
  agent_id: optionalString,
  created_at: optionalString,
  updated_at: optionalString,
  depth: optionalInt,
  project_id: optionalString,
  running: optionalBoolean,
  status: optionalString,
  title: optionalString,
  preamble: optionalString,
  parent_kind: optionalString,
  parent_session_id: optionalString,
});

/** …held in camelCase. */
export const sessionSchema = v.pipe(
  serviceSession,
  v.transform((raw) => ({
    id: raw.id,
    title: raw.title,
    status: raw.status,
    running: raw.running,
    agentId: raw.agent_id,
    projectId: raw.project_id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    depth: raw.depth,
    preamble: raw.preamble,
    parentKind: raw.parent_kind,
    parentSessionId: raw.parent_session_id,
  })),
);

export type Session = v.InferOutput<typeof sessionSchema>;
