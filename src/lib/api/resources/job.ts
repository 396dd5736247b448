import { z } from '@/lib/zod';
import { id, optionalBoolean, optionalString } from './common';

/** A job as the service sends it; unknown fields are kept. */
export const jobSchema = z.looseObject({
  id,
  agent_id: optionalString,
  project_id: optionalString,
  primary_session_id: optionalString,
  state: z.string().check(z.minLength(1)),
  title: optionalString,
  description: optionalString,
  failure_reason: optionalString,
  last_activity: optionalString,
  last_active_at: optionalString,
  planning: optionalBoolean,
  created_at: optionalString,
  updated_at: optionalString,
});

export type Job = z.output<typeof jobSchema>;
