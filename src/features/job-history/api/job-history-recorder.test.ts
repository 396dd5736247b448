import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { buildJob } from '@/testing/builders';
import { dispatchLanded } from '@/domain/jobs/writes/dispatch-landed';
import { useTransitionsStore } from '@/domain/jobs/transitions-store';
import { recordJobHistory } from './job-history-recorder';

const statesOf = (jobId: string) => (useTransitionsStore.getState().byJob[jobId] ?? []).map((e) => e.state);

describe('the job history recorder', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    useTransitionsStore.setState({ byJob: {} });
    queryClient = new QueryClient();
    stop = recordJobHistory(queryClient);
  });
  afterEach(() => stop());

  const setList = (...jobs: Parameters<typeof buildJob>[0][]) =>
    queryClient.setQueryData(jobQueries.list().queryKey, jobs.map(buildJob));

  it('only remembers the jobs of the first list read, then records each change', () => {
    setList({ id: 'a', state: 'backlog' }, { id: 'b', state: 'done' });
    expect(useTransitionsStore.getState().byJob).toEqual({});

    setList({ id: 'a', state: 'in_progress' }, { id: 'b', state: 'done' }, { id: 'c', state: 'backlog' });
    expect(statesOf('a')).toEqual(['in_progress']);
    expect(statesOf('b')).toEqual([]);
    expect(statesOf('c')).toEqual(['backlog']);

    setList({ id: 'a', state: 'ambiguous' });
    expect(statesOf('a')).toEqual(['in_progress', 'ambiguous']);
  });

  it("dates a state from the service's updated_at, not from when the page was opened (issue 41)", () => {
    const finished = Date.parse('2026-11-28T05:49:00Z');
    queryClient.setQueryData(
      jobQueries.detail('a').queryKey,
      buildJob({ id: 'a', state: 'done', updated_at: '2026-11-28T05:49:00Z' }),
    );
    expect(useTransitionsStore.getState().byJob.a?.map((entry) => entry.at)).toEqual([finished]);
  });

  it('records a job read on its own, even before the list, without making the list a later read', () => {
    queryClient.setQueryData(jobQueries.detail('a').queryKey, buildJob({ id: 'a', state: 'ambiguous' }));
    expect(statesOf('a')).toEqual(['ambiguous']);

    setList({ id: 'a', state: 'ambiguous' }, { id: 'b', state: 'done' });
    expect(statesOf('b')).toEqual([]);
  });

  it('looks only at the jobs a write replaced: an older copy left in the list is not a change back', () => {
    const a = buildJob({ id: 'a', state: 'backlog' });
    const b = buildJob({ id: 'b', state: 'backlog' });
    queryClient.setQueryData(jobQueries.list().queryKey, [a, b]);
    // The job's own read is newer than the list's copy of it.
    queryClient.setQueryData(jobQueries.detail('a').queryKey, buildJob({ id: 'a', state: 'done' }));
    // A frame replaces b in place; a is still the same (older) object.
    queryClient.setQueryData(jobQueries.list().queryKey, [a, buildJob({ id: 'b', state: 'failed' })]);
    expect(statesOf('a')).toEqual(['done']);
    expect(statesOf('b')).toEqual(['failed']);
    // A new job grows the list: the old copy of a is still not a change back.
    queryClient.setQueryData(jobQueries.list().queryKey, [
      a,
      buildJob({ id: 'b', state: 'failed' }),
      buildJob({ id: 'c', state: 'backlog' }),
    ]);
    expect(statesOf('a')).toEqual(['done']);
    expect(statesOf('c')).toEqual(['backlog']);
  });

  it('records a dispatched job even when no list has been read', () => {
    dispatchLanded(buildJob({ id: 'd', state: 'backlog' }), Date.now());
    expect(statesOf('d')).toEqual(['backlog']);
  });

  it('records a job dispatched while the first list read is still paging in', () => {
    const job = buildJob({ id: 'd', state: 'backlog' });
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: jobQueries.list().queryKey });
    query.setState({ fetchStatus: 'fetching' });
    // The dispatch puts its job in the list first, while the first read's pages still land.
    queryClient.setQueryData(jobQueries.list().queryKey, [job]);
    dispatchLanded(job, Date.now());
    expect(statesOf('d')).toEqual(['backlog']);
  });

  it("puts a dispatch's state first when the stream showed the job move on before the answer came", () => {
    setList({ id: 'a', state: 'done' });
    const sentAt = Date.now() - 1_000;
    // A frame: the job is in progress before the dispatch's answer (backlog) arrives.
    setList({ id: 'a', state: 'done' }, { id: 'd', state: 'in_progress' });
    expect(statesOf('d')).toEqual(['in_progress']);
    dispatchLanded(buildJob({ id: 'd', state: 'backlog' }), sentAt);
    expect(statesOf('d')).toEqual(['backlog', 'in_progress']);
    const [first, second] = useTransitionsStore.getState().byJob.d ?? [];
    expect(first?.at).toBeLessThanOrEqual(second?.at ?? 0);
  });

  it("takes the next account's first read as a first read after a sign out resets the list", async () => {
    setList({ id: 'a', state: 'backlog' });
    setList({ id: 'a', state: 'done' });
    expect(statesOf('a')).toEqual(['done']);
    await queryClient.resetQueries();
    setList({ id: 'x', state: 'backlog' }, { id: 'y', state: 'done' });
    expect(statesOf('x')).toEqual([]);
    setList({ id: 'x', state: 'in_progress' }, { id: 'y', state: 'done' });
    expect(statesOf('x')).toEqual(['in_progress']);
    expect(statesOf('y')).toEqual([]);
  });

  it('keeps what it knew when the cache only lets the list go (unobserved for minutes)', () => {
    setList({ id: 'y', state: 'in_progress' });
    queryClient.removeQueries({ queryKey: jobQueries.list().queryKey });
    setList({ id: 'y', state: 'done' }, { id: 'z', state: 'backlog' });
    expect(statesOf('y')).toEqual(['done']);
    expect(statesOf('z')).toEqual(['backlog']);
  });

  it('on a first read, does not put a job back to an older state a restored list still holds', () => {
    useTransitionsStore.setState({
      byJob: {
        x: [
          { state: 'in_progress', at: 1 },
          { state: 'done', at: 2 },
        ],
      },
    });
    // The list kept on this device was written before the job finished; its history after.
    setList({ id: 'x', state: 'in_progress' });
    expect(statesOf('x')).toEqual(['in_progress', 'done']);
  });

  it('remembers a list restored from this device, then records what the first read changed in it', () => {
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: jobQueries.list().queryKey });
    // The persister restores with setState, not as a read.
    query.setState({ data: [buildJob({ id: 'r', state: 'backlog' })], status: 'success' });
    expect(statesOf('r')).toEqual([]);
    setList({ id: 'r', state: 'done' }, { id: 'n', state: 'backlog' });
    expect(statesOf('r')).toEqual(['done']);
    expect(statesOf('n')).toEqual([]); // new to the list on the first read: remembered
  });

  it('stops recording once unsubscribed', () => {
    setList({ id: 'a', state: 'backlog' });
    stop();
    setList({ id: 'a', state: 'done' });
    expect(statesOf('a')).toEqual([]);
  });
});
