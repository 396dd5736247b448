import type * as v from '@/lib/valibot';
import { camelCasedObject, id, optionalBoolean, optionalInt, optionalString, optionalTitle } from './common';

/** A session (chat) as the service sends it, held in camelCase; unknown fields are tolerated (and dropped). */
export const sessionSchema = camelCasedObject({
  id,
  agent_id: optionalString,
  created_at: optionalString,
  updated_at: optionalString,
  depth: optionalInt,
  project_id: optionalString,
  running: optionalBoolean,
  status: optionalString,
  title: optionalTitle,
  preamble: optionalString,
  parent_kind: optionalString,
  parent_session_id: optionalString,
});

export type Session = v.InferOutput<typeof sessionSchema>;
