import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetAccountQueries } from './forget-account';

describe('forgetAccountQueries', () => {
  it("tells a mounted observer at once that the previous account's data is gone, and re-reads it", async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    const account = { current: 'A' };
    const observer = new QueryObserver(queryClient, {
      queryKey: ['jobs', 'waiting'],
      queryFn: async () => {
        reads += 1;
        return `waiting of ${account.current}`;
      },
    });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe('waiting of A');
    queryClient.setQueryData(['jobs', 'detail', 'j1'], 'a job of A'); // nobody shows it
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['answer'] });

    account.current = 'B';
    forgetAccountQueries(queryClient);
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(queryClient.getQueryData(['jobs', 'detail', 'j1'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    await expect.poll(() => observer.getCurrentResult().data).toBe('waiting of B');
    expect(reads).toBe(2);

    // An observer that does not fetch (enabled: false) is told as well.
    const idle = new QueryObserver(queryClient, {
      queryKey: ['jobs', 'list'],
      queryFn: async () => `list of ${account.current}`,
      enabled: false,
    });
    const stopIdle = idle.subscribe(() => undefined);
    queryClient.setQueryData(['jobs', 'list'], 'list of B');
    expect(idle.getCurrentResult().data).toBe('list of B');
    account.current = 'C';
    forgetAccountQueries(queryClient);
    expect(idle.getCurrentResult().data).toBeUndefined();
    stopIdle();
    stop();
  });
});
