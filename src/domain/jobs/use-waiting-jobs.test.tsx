import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from './job-queries';
import { useWaitingJobs } from './use-waiting-jobs';
import { useWaitingWork } from './use-waiting-work';
import { buildJob } from '@/testing/builders';

function Count() {
  const waiting = useWaitingJobs();
  return <span>{waiting?.jobs.length ?? 'none'}</span>;
}

function Board() {
  // Creates the list's query in the cache while this component renders, as the board does.
  useQuery({ ...jobQueries.list(), queryFn: () => new Promise<never>(() => undefined) });
  return null;
}

describe('useWaitingJobs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not update its component while another one renders (a screen creating the list)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, queryFn: () => new Promise<never>(() => undefined) } },
    });
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <Count />
      </QueryClientProvider>,
    );
    rerender(
      <QueryClientProvider client={queryClient}>
        <Count />
        <Board />
      </QueryClientProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const renderPhaseUpdates = errors.mock.calls.filter((call) =>
      String(call[0]).includes('Cannot update a component'),
    );
    expect(renderPhaseUpdates).toEqual([]);
    expect(queryClient.getQueryCache().find({ queryKey: jobQueries.list().queryKey })).toBeDefined();
  });

  it('gives the same waiting work on every render while nothing changed (the Inbox derives its rows from it)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(jobQueries.list().queryKey, [buildJob({ id: 'a', state: 'ambiguous' })]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useWaitingWork(), { wrapper });
    const first = result.current;
    expect(first?.all.map((job) => job.id)).toEqual(['a']);
    rerender();
    expect(result.current).toBe(first);
  });
});
