// A job: read in the service's snake_case, held in camelCase (the internal model is camelCase
// throughout; request bodies keep the service's names where they are built).
import * as v from '@/lib/valibot';
import { camelCasedObject, id, optionalBoolean, optionalString, optionalTitle } from './common';
import { shared } from './shared-strings';

const jobFields = camelCasedObject({
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
  // A literal with every field, in one order: each job then holds its fields in itself. Built
  // field by field (as `camelCasedObject` does), 9 of the 13 went to a second array: 43 bytes a job
  // more, at 100,000 jobs.
  v.transform((job) => ({
    id: job.id,
    agentId: shared(job.agentId),
    projectId: shared(job.projectId),
    primarySessionId: job.primarySessionId,
    state: shared(job.state),
    title: job.title,
    description: job.description === job.title ? job.title : job.description,
    failureReason: job.failureReason,
    lastActivity: shared(job.lastActivity),
    lastActiveAt: shared(job.lastActiveAt),
    planning: job.planning,
    createdAt: shared(job.createdAt),
    updatedAt: shared(job.updatedAt),
  })),
);

export type Job = v.InferOutput<typeof jobSchema>;
