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
  v.transform((job) => {
    job.state = shared(job.state);
    job.agentId = shared(job.agentId);
    job.projectId = shared(job.projectId);
    job.lastActivity = shared(job.lastActivity);
    job.lastActiveAt = shared(job.lastActiveAt);
    job.createdAt = shared(job.createdAt);
    job.updatedAt = shared(job.updatedAt);
    if (job.description === job.title) job.description = job.title;
    return job;
  }),
);

export type Job = v.InferOutput<typeof jobSchema>;
