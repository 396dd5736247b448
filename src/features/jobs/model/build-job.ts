import { jobSchema, type Job } from '@/lib/api/resources/job';
import * as v from '@/lib/valibot';

/** A job as the service might send it, for tests: only id and state are needed. */
export function buildJob(id: string, state: string, extra: Record<string, unknown> = {}): Job {
  return v.parse(jobSchema, { id, state, title: `Job ${id}`, ...extra });
}
