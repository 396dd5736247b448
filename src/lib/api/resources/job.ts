// A job: read in the service's snake_case, held in camelCase (the internal model is camelCase
// throughout; request bodies keep the service's names where they are built).
import * as v from '@/lib/valibot';
import { camelCasedObject, id, optionalBoolean, optionalString, optionalTitle } from './common';

/** A job as the service sends it, held in camelCase; unknown fields are tolerated (and dropped). */
export const jobSchema = camelCasedObject({
  id,
  agent_id: optionalString,
  project_id: optionalString,
  primary_session_id: optionalString,
  state: v.pipe(v.string(), v.minLength(1)),
  title: optionalTitle,
  description: optionalString,
  failure_reason: optionalString,
  last_activity: optionalString,
  last_active_at: optionalString,
  planning: optionalBoolean,
  created_at: optionalString,
  updated_at: optionalString,
});

export type Job = v.InferOutput<typeof jobSchema>;
