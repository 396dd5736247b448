// A job: read in the service's snake_case, held in camelCase (the internal model is camelCase
// throughout; request bodies keep the service's names where they are built).
import * as v from '@/lib/valibot';
import { id, optionalBoolean, optionalString } from './common';

/** A job as the service sends it; unknown fields are tolerated. */
const serviceJob = v.looseObject({
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

export const jobSchema = v.pipe(
  serviceJob,
  v.transform((raw) => ({
    id: raw.id,
    state: raw.state,
    title: raw.title,
    description: raw.description,
    agentId: raw.agent_id,
    projectId: raw.project_id,
    primarySessionId: raw.primary_session_id,
    failureReason: raw.failure_reason,
    lastActivity: raw.last_activity,
    lastActiveAt: raw.last_active_at,
    planning: raw.planning,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  })),
);

export type Job = v.InferOutput<typeof jobSchema>;
