// A dispatch's outcome: a 2xx whose body cannot be read made the job (no Retry to dispatch it
// twice), and a failure that ends after a change of key goes back to its own account's box.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { signInForTest } from '@/testing/sign-in';
import { useDispatchStore } from '../store/dispatch-store';
import { useSendDispatch } from './dispatch-job';

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(jobQueries.list().queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, send: renderHook(() => useSendDispatch(), { wrapper }).result.current };
}

const settled = (client: QueryClient) =>
  waitFor(() =>
    expect(
      client
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status !== 'pending'),
    ).toBe(true),
  );

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
    const { client, send } = mount();
    act(() => send('Write the report'));
    await settled(client);
    expect(useDispatchStore.getState().failed).toEqual([]);
    expect(useDispatchStore.getState().draft).toBe('');
    expect(client.getQueryState(jobQueries.list().queryKey)?.isInvalidated).toBe(true);
  });

  it('puts a dispatch that failed after a change of key back in its own account’s box, not the new one’s', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { client, send } = mount();
    act(() => send('For account A'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    act(() => signInForTest('dispatch-b', 'https://svc.test'));
    answer(Response.json({ title: 'Refused' }, { status: 500 }));
    await settled(client);
    expect(useDispatchStore.getState().draft).toBe('');
    expect(useDispatchStore.getState().failed).toEqual([]);

    act(() => signInForTest('dispatch-a', 'https://svc.test'));
    expect(useDispatchStore.getState().draft).toBe('For account A');
  });
});
