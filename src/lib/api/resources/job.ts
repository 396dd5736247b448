// A job: read in the service's snake_case, held in camelCase (the internal model is camelCase
// throughout; request bodies keep the service's names where they are built).
import * as v from '@/lib/valibot';
import { id, optionalBoolean, optionalString, optionalTitle } from './common';
import { shared } from './shared-strings';

const jobFields = v.object({
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

/**
 * A job as the service sends it, held in camelCase; unknown fields are tolerated (and dropped).
 * The texts jobs repeat (states, agents, projects, times, a description that is the title) are
 * held once (shared-strings.ts): the board of 100,000 jobs is mostly these strings.
 */
export const jobSchema = v.pipe(
  jobFields,
  // One literal with every field, in one order, straight from the service's names: each job then
  // holds its fields in itself. Built field by field (as `camelCasedObject` does), 9 of the 13 went
  // to a second array: 43 bytes a job more, at 100,000 jobs; and built from that object, every job
  // was made twice. (`object`, not `looseObject`: the fields it does not name are not copied.)
  v.transform((raw) => ({
    id: raw.id,
    agentId: shared(raw.agent_id),
    projectId: shared(raw.project_id),
    primarySessionId: raw.primary_session_id,
    state: shared(raw.state),
    title: raw.title,
    description: raw.description === raw.title ? raw.title : raw.description,
    failureReason: raw.failure_reason,
    lastActivity: shared(raw.last_activity),
    lastActiveAt: shared(raw.last_active_at),
    planning: raw.planning,
    createdAt: shared(raw.created_at),
    updatedAt: shared(raw.updated_at),
  })),
);

export type Job = v.InferOutput<typeof jobSchema>;
