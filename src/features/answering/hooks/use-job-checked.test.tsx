import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { noteRestored } from '@/lib/api/queries/last-seen';
import { buildJobInState } from '@/testing/builders';
import { useJobChecked } from './use-job-checked';

const job = buildJobInState('j1', 'ambiguous');
const LIST_HASH = JSON.stringify(jobQueries.lists());

function render(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useJobChecked(job), { wrapper });
}

describe('useJobChecked', () => {
  it('holds an answer to a job shown only as this device kept it, until the job is read', async () => {
    const client = new QueryClient();
    client.setQueryData(jobQueries.lists(), [job], { updatedAt: 1_000 });
    noteRestored(client, [{ queryHash: LIST_HASH, dataUpdatedAt: 1_000 }]);
    const { result } = render(client);
    expect(result.current).toBe(false);
    await act(() => client.fetchQuery({ queryKey: jobQueries.lists(), queryFn: () => [job], staleTime: 0 }));
    expect(result.current).toBe(true);
  });

  it('lets a job read in this visit be answered, whatever else was kept', () => {
    const client = new QueryClient();
    client.setQueryData(jobQueries.lists(), [job], { updatedAt: 1_000 });
    noteRestored(client, [{ queryHash: LIST_HASH, dataUpdatedAt: 1_000 }]);
    client.setQueryData(jobQueries.detail(job.id).queryKey, job);
    expect(render(client).result.current).toBe(true);
  });

  it('lets a job be answered when nothing was kept', () => {
    const client = new QueryClient();
    client.setQueryData(jobQueries.lists(), [job]);
    expect(render(client).result.current).toBe(true);
  });
});
