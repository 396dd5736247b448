import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { buildJob } from '@/testing/builders';
import { useCurrentJob } from './use-current-job';

describe('useCurrentJob', () => {
  it('follows the job in the cache while the view holds an older copy', async () => {
    const client = new QueryClient();
    const held = buildJob({ id: 'j1', state: 'ambiguous' });
    client.setQueryData(jobQueries.list().queryKey, [held, buildJob({ id: 'j2' })]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCurrentJob(held), { wrapper });
    expect(result.current).toBe(held);
    act(() => {
      client.setQueryData(jobQueries.list().queryKey, [
        buildJob({ id: 'j1', state: 'done' }),
        buildJob({ id: 'j2' }),
      ]);
    });
    // TanStack hands observers their news in the next task.
    await vi.waitFor(() => expect(result.current.state).toBe('done'));
  });

  it('falls back to the copy it was given when the cache has no list or no such job', () => {
    const client = new QueryClient();
    const job = buildJob({ id: 'only-here' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    expect(renderHook(() => useCurrentJob(job), { wrapper }).result.current).toBe(job);
  });
});
