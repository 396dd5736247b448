import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { FIRST_SCREEN_MAX_CHARS, firstJobsOfEachColumn, firstScreenOf } from './first-screen';

type DehydratedQuery = DehydratedState['queries'][number];

const job = (id: string, state: string, minute: number) =>
  ({
    id,
    state,
    title: id,
    updatedAt: new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString(),
  }) as unknown as Job;

function query(queryKey: readonly unknown[], data: unknown, dataUpdatedAt = 1_000): DehydratedQuery {
  return {
    queryKey: [...queryKey],
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  } as unknown as DehydratedQuery;
}

const sized = (queries: DehydratedQuery[]) =>
  queries.map((entry) => ({ query: entry, chars: JSON.stringify(entry).length }));

describe('firstJobsOfEachColumn', () => {
  it("keeps each state's most recent jobs, as the board orders a column", () => {
    const jobs = [
      job('a', 'Running', 1),
      job('b', 'Running', 3),
      job('c', 'Running', 2),
      job('d', 'Done', 0),
    ];
    expect(firstJobsOfEachColumn(jobs, 2).map((kept) => kept.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('firstScreenOf', () => {
  const many = Array.from({ length: 300 }, (_, index) =>
    job(`j${index}`, index % 2 ? 'Running' : 'Done', index % 60),
  );

  it('cuts the job list, dated before its read so the whole copy hydrates over it', () => {
    const list = query(jobQueries.list().queryKey, many);
    const [cut] = firstScreenOf(sized([list]));
    expect(cut?.state.data).toHaveLength(100);
    expect(cut?.state.dataUpdatedAt).toBe(999);
  });

  it('brings small queries whole, leaves a large one to the second stage, and stays in its bound', () => {
    const waiting = query(jobQueries.waiting().queryKey, [job('w', 'Needs input', 1)]);
    const chat = query(['sessions', 's1', 'messages'], 'x'.repeat(50_000));
    const screen = firstScreenOf(sized([query(jobQueries.list().queryKey, many), waiting, chat]));
    expect(screen.map((kept) => kept.queryHash)).toEqual([
      JSON.stringify(jobQueries.list().queryKey),
      JSON.stringify(jobQueries.waiting().queryKey),
    ]);
    expect(JSON.stringify(screen).length).toBeLessThan(FIRST_SCREEN_MAX_CHARS);
  });
});
