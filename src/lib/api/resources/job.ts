import * as v from '@/lib/valibot';
import { id, optionalBoolean, optionalString } from './common';

/** A job as the service sends it; unknown fields are kept. */
export const jobSchema = v.looseObject({
  id,
  agent_id: optionalString,
  project_id: optionalString,
  primary_session_id: optionalString,
  state: v.pipe(v.string(), v.minLength(1)),
  title: optionalString,
  description: optionalString,
  failure_reason: optionalString,
  last_activity: optionalString,
  last_active_at: optionalString,
  planning: optionalBoolean,
  created_at: optionalString,
  updated_at: optionalString,
});

export type Job = v.InferOutput<typeof jobSchema>;
