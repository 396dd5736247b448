import { notifyManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { buildArtifactRevision, buildJob } from '@/testing/builders';
import { partial } from '@/testing/job-cache';
import type { Job } from '@/lib/api/resources/job';
import { createCacheApplier } from './cache-applier';

const job = (id: string, state: string, title = `Job ${id}`) => buildJob({ id, state, title });

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const applier = createCacheApplier(queryClient);
  return { queryClient, applier };
}

describe('cache applier', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands a write's news to observers (React) in the same task, and leaves TanStack's scheduler as it was", async () => {
    const queryClient = new QueryClient();
    const own = createCacheApplier(queryClient);
    queryClient.setQueryData(jobQueries.list().queryKey, [job('1', 'backlog')]);
    // The way useQuery hears of a change: a call batched by the notify manager.
    const heard: string[] = [];
    const observer = notifyManager.batchCalls(() => {
      heard.push(queryClient.getQueryData<Job[]>(jobQueries.list().queryKey)?.[0]?.state ?? '');
    });
    const unsubscribe = queryClient.getQueryCache().subscribe(observer);
    own.enqueue([{ kind: 'write-job', job: job('1', 'done') }]);
    await microtasks();
    expect(heard).toContain('done'); // no setTimeout between the write and its observers
    // Anything else still hears in TanStack's own next task.
    heard.length = 0;
    queryClient.setQueryData(jobQueries.list().queryKey, [job('1', 'failed')]);
    await microtasks();
    expect(heard).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toContain('failed');
    unsubscribe();
    own.dispose();
  });

  it('logs an observer that throws there; the write and its flush still settle', async () => {
    const queryClient = new QueryClient();
    const own = createCacheApplier(queryClient);
    queryClient.setQueryData(jobQueries.list().queryKey, [job('1', 'backlog')]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribeThrowing = queryClient.getQueryCache().subscribe(
      notifyManager.batchCalls(() => {
        throw new Error('observer broke');
      }),
    );
    try {
      own.enqueue([{ kind: 'write-job', job: job('1', 'done') }]);
      await expect(own.flush()).resolves.toBeUndefined();
      expect(queryClient.getQueryData<Job[]>(jobQueries.list().queryKey)?.[0]?.state).toBe('done');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('observer'), expect.any(Error));
    } finally {
      unsubscribeThrowing();
      logged.mockRestore();
      own.dispose();
    }
  });

  it('writes full jobs into the list and existing details without a request', async () => {
    const { queryClient, applier } = setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    queryClient.setQueryData(jobQueries.list().queryKey, [job('a', 'backlog'), job('b', 'backlog')]);
    queryClient.setQueryData(jobQueries.detail('a').queryKey, job('a', 'backlog'));
    applier.enqueue([
      { kind: 'write-job', job: job('a', 'done') },
      { kind: 'write-job', job: job('c', 'backlog') },
    ]);
    await applier.flush();
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.map((j) => `${j.id}:${j.state}`)).toEqual([
      'a:done',
      'b:backlog',
      'c:backlog',
    ]);
    expect(queryClient.getQueryData(jobQueries.detail('a').queryKey)?.state).toBe('done');
    expect(queryClient.getQueryData(jobQueries.detail('c').queryKey)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('coalesces a burst: 1,000 frames become one list write and one notification', async () => {
    const { queryClient, applier } = setup();
    queryClient.setQueryData(
      jobQueries.list().queryKey,
      Array.from({ length: 100 }, (_, i) => job(String(i), 'backlog')),
    );
    const listener = vi.fn();
    queryClient.getQueryCache().subscribe(listener);
    for (let i = 0; i < 1000; i += 1)
      applier.enqueue([{ kind: 'write-job', job: job(String(i % 100), i < 900 ? 'running' : 'done') }]);
    await applier.flush();
    const list = queryClient.getQueryData(jobQueries.list().queryKey) ?? [];
    expect(list.every((j) => j.state === 'done')).toBe(true);
    expect(listener.mock.calls.filter(([event]) => event.type === 'updated')).toHaveLength(1);
  });

  it('patches the state from a partial frame and re-reads the job once per burst', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const { queryClient, applier } = setup();
    queryClient.setQueryData(jobQueries.list().queryKey, [job('a', 'backlog', 'New job')]);
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ ...job('a', 'done', 'Real title'), updated_at: '2026-01-01T00:00:00Z' }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    applier.enqueue(partial('a', 'running'));
    applier.enqueue(partial('a', 'done'));
    const flushed = applier.flush();
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.state).toBe('done');
    await flushed;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.title).toBe('Real title');
  });

  it('drops a job the service no longer knows', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const { queryClient, applier } = setup();
    queryClient.setQueryData(jobQueries.list().queryKey, [job('a', 'backlog'), job('b', 'backlog')]);
    vi.stubGlobal('fetch', async () => new Response('{"error":"not found"}', { status: 404 }));
    applier.enqueue([{ kind: 'refresh-job', jobId: 'a' }]);
    await applier.flush();
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.map((j) => j.id)).toEqual(['b']);
  });

  it('dedupes invalidations and appends inline artifacts once', async () => {
    const { queryClient, applier } = setup();
    const key = sessionQueries.artifacts('s1').queryKey;
    queryClient.setQueryData(key, []);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const revision = buildArtifactRevision({ session_id: 's1' });
    applier.enqueue([
      { kind: 'invalidate', queryKey: ['sessions', 's1'] },
      { kind: 'invalidate', queryKey: ['sessions', 's1'] },
      { kind: 'add-artifact', chatId: 's1', revision },
    ]);
    applier.enqueue([{ kind: 'add-artifact', chatId: 's1', revision }]);
    await applier.flush();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(key)).toHaveLength(1);
  });

  it('logs unknown event types and nothing else', async () => {
    const queryClient = new QueryClient();
    const onUnknown = vi.fn();
    const applier = createCacheApplier(queryClient, { onUnknown });
    applier.enqueue([{ kind: 'log-unknown', type: 'kanban.card_run.settled' }]);
    await applier.flush();
    expect(onUnknown).toHaveBeenCalledWith('kanban.card_run.settled');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
