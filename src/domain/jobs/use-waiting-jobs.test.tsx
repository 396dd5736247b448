import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from './job-queries';
import { useWaitingJobs } from './use-waiting-jobs';

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
});
