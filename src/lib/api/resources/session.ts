import * as v from '@/lib/valibot';
import { id, optionalBoolean, optionalInt, optionalString } from './common';

/** A session (chat) as the service sends it; unknown fields are kept. */
export const sessionSchema = v.looseObject({
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

export type Session = v.InferOutput<typeof sessionSchema>;
