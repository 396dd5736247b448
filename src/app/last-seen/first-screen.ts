// The first screen of a warm visit: a small part of what is kept, read and shown before the rest
// (persist-queries.ts restores it first, the whole copy after the first paint). The job list is
// cut to the first jobs of each board column; other small queries (the waiting jobs, a job, the
// settings) come whole; the rest waits for the second stage.
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { orderTime } from '@/features/board/model/columns';
import type { Job } from '@/lib/api/resources/job';

type DehydratedQuery = DehydratedState['queries'][number];

export interface SizedQuery {
  query: DehydratedQuery;
  /** Its JSON's length (the save has it at hand). */
  chars: number;
}

/** More than a tall screen's column shows; 50 jobs of each state are about 40 KB. */
const FIRST_SCREEN_JOBS_PER_COLUMN = 50;
/** The first screen's bound (JSON characters): read and parsed in a few milliseconds. */
export const FIRST_SCREEN_MAX_CHARS = 100_000;
/** A query above this size comes only with the second stage (a long chat, a big list). */
const SMALL_QUERY_CHARS = 10_000;

const LIST_HASH = hashKey(jobQueries.list().queryKey);

function isJob(value: unknown): value is Job {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'state' in value &&
    typeof value.state === 'string'
  );
}

/** The first `perColumn` jobs of each state, in the board's order within a column. */
export function firstJobsOfEachColumn(jobs: readonly Job[], perColumn: number): Job[] {
  const byState = new Map<string, Job[]>();
  for (const job of jobs) {
    const column = byState.get(job.state);
    if (column) column.push(job);
    else byState.set(job.state, [job]);
  }
  const first: Job[] = [];
  for (const column of byState.values()) {
    if (column.length > perColumn) column.sort((a, b) => orderTime(b) - orderTime(a));
    first.push(...column.slice(0, perColumn));
  }
  return first;
}

/**
 * The queries of the first screen, within FIRST_SCREEN_MAX_CHARS. A cut list is dated a
 * millisecond before its read, so the whole copy (or a fresh read) hydrates over it.
 */
export function firstScreenOf(queries: readonly SizedQuery[]): DehydratedQuery[] {
  const chosen: DehydratedQuery[] = [];
  let total = 0;
  const add = (query: DehydratedQuery, size: number) => {
    if (total + size > FIRST_SCREEN_MAX_CHARS) return;
    chosen.push(query);
    total += size;
  };
  const list = queries.find(({ query }) => query.queryHash === LIST_HASH)?.query;
  const data: unknown = list?.state.data;
  if (list && Array.isArray(data)) {
    const jobs = data.filter(isJob);
    const first = firstJobsOfEachColumn(jobs, FIRST_SCREEN_JOBS_PER_COLUMN);
    const cut: DehydratedQuery =
      first.length === data.length
        ? list
        : { ...list, state: { ...list.state, data: first, dataUpdatedAt: list.state.dataUpdatedAt - 1 } };
    add(cut, JSON.stringify(cut).length);
  }
  for (const { query, chars } of queries) if (query !== list && chars <= SMALL_QUERY_CHARS) add(query, chars);
  return chosen;
}
