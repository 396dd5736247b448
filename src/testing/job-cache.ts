// For tests of the cache applier and its reads: the service's (snake_case) answers, and a query
// client holding a job list with the applier on it.
import { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { createCacheApplier } from '@/domain/stream/cache-applier';
import type { CacheEffect } from '@/domain/stream/effects';

/** What a partial frame (a job's id and new state, no payload) becomes: a patch, then a read. */
export const partial = (jobId: string, state: string): CacheEffect[] => [
  { kind: 'patch-job-state', jobId, state },
  { kind: 'refresh-job', jobId },
];

/** The service's shape of what a test built in the app's (camelCase) model. */
const wire = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(wire)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, item]) => [
            key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
            wire(item),
          ]),
        )
      : value;

/** A response whose body is `body` as the service would send it. */
export const wireResponse = (body: unknown) => new Response(JSON.stringify(wire(body)));

/** A query client (no retries) whose job list holds `jobs`, with a cache applier on it. */
export function jobCacheWithApplier(jobs: Job[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(jobQueries.list().queryKey, jobs);
  const applier = createCacheApplier(queryClient);
  return { queryClient, applier };
}
