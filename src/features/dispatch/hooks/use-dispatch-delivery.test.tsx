// A dispatch on the write path: a 2xx whose body cannot be read made the job (no Retry to dispatch
// it twice), and a failure that ends after a change of key stays with its own account.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { signInForTest } from '@/testing/sign-in';
import { DispatchDelivery } from './use-dispatch-delivery';
import { dispatchRecords } from '@/domain/jobs/writes/answer-records';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';
import { sendDispatch } from '@/domain/jobs/writes/dispatch-job';

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(jobQueries.list().queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <DispatchDelivery />
    </QueryClientProvider>,
  );
  return client;
}

describe('dispatching a job', () => {
  beforeEach(() => {
    signInForTest('dispatch-a', 'https://svc.test');
    useDispatchStore.setState({ draft: '', failed: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts a 2xx whose answer cannot be read as dispatched, and re-reads the list for its card', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>made</html>', { status: 201 })),
    );
    const client = mount();
    act(() => sendDispatch('Write the report'));
    await waitFor(() =>
      expect(dispatchRecords().find((record) => record.text === 'Write the report')?.state).toBe('landed'),
    );
    await waitFor(() => expect(client.getQueryState(jobQueries.list().queryKey)?.isInvalidated).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useDispatchStore.getState().failed).toEqual([]);
  });

  it('keeps a dispatch that failed after a change of key with its own account, never the new one', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    mount();
    act(() => sendDispatch('For account A'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    act(() => signInForTest('dispatch-b', 'https://svc.test'));
    answer(Response.json({ title: 'Refused' }, { status: 500 }));
    await waitFor(() => expect(dispatchRecords()).toEqual([]));
    expect(useDispatchStore.getState().draft).toBe('');

    act(() => signInForTest('dispatch-a', 'https://svc.test'));
    await waitFor(() =>
      expect(dispatchRecords().find((record) => record.text === 'For account A')?.state).toBe('failed'),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
