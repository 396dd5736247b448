// Reads that were in flight when frames arrived must not put older states back into the cache.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { buildArtifactRevision, buildJob } from '@/testing/builders';
import { jobCacheWithApplier, wireResponse } from '@/testing/job-cache';
import { createCacheApplier } from './cache-applier';

const job = (id: string, state: string) => buildJob({ id, state, title: `Job ${id}` });

describe('cache applier and reads in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not restart a list read that was sent before a frame, and its older answer does not win', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const { queryClient, applier } = jobCacheWithApplier([job('a', 'backlog')]);
    // The board watches the list (an active query with data that is fresh, so no fetch on mount).
    const observer = new QueryObserver(queryClient, { ...jobQueries.list(), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => wireResponse([job('a', 'done')]));
    vi.stubGlobal('fetch', fetchMock);
    const stale = queryClient.refetchQueries({ queryKey: jobQueries.list().queryKey }).catch(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    applier.enqueue([{ kind: 'write-job', job: job('a', 'done') }]);
    await applier.flush();
    answerFirst(wireResponse([job('a', 'backlog')])); // the old read's answer, sent before the frame
    await stale;
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.state).toBe('done');
    expect(observer.getCurrentResult().data?.[0]?.state).toBe('done');
    unsubscribe();
  });

  it('re-reads a job after a partial frame even when an older re-read is still out', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const { queryClient, applier } = jobCacheWithApplier([job('a', 'backlog')]);
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => wireResponse(job('a', 'on_hold')));
    vi.stubGlobal('fetch', fetchMock);
    applier.enqueue([
      { kind: 'patch-job-state', jobId: 'a', state: 'running' },
      { kind: 'refresh-job', jobId: 'a' },
    ]);
    const first = applier.flush();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    applier.enqueue([
      { kind: 'patch-job-state', jobId: 'a', state: 'on_hold' },
      { kind: 'refresh-job', jobId: 'a' },
    ]);
    const second = applier.flush();
    answerFirst(wireResponse(job('a', 'running')));
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.state).toBe('on_hold');
  });
});

describe('partial frames faster than a round trip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('re-reads land while frames keep coming: a read out is never cancelled by the next frame', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const { queryClient, applier } = jobCacheWithApplier([job('a', 'backlog')]);
    let served = 0;
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const title = () => queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.title;
    // Every read is answered only after the next frame has arrived.
    const landed: string[] = [];
    for (let frame = 1; frame <= 6; frame += 1) {
      applier.enqueue([
        { kind: 'patch-job-state', jobId: 'a', state: `s${frame}` },
        { kind: 'refresh-job', jobId: 'a' },
      ]);
      void applier.flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const answer = answers.shift();
      if (answer) {
        served += 1;
        answer(wireResponse(buildJob({ id: 'a', state: `s${frame}`, title: `Read ${served}` })));
      }
      await new Promise((resolve) => setTimeout(resolve, 30)); // a frame for the landing write
      if (title()?.startsWith('Read')) landed.push(title() ?? '');
    }
    // Reads landed while the frames were still coming, not only after they stopped.
    expect(landed.length).toBeGreaterThan(0);
    expect(served).toBeLessThanOrEqual(6);
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]?.state).toBe('s6');
  });
});

describe('a frame during a first load', () => {
  it('re-reads a query whose first load was already on the wire when the frame came', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const applier = createCacheApplier(queryClient);
    let reads = 0;
    let release!: () => void;
    const firstAnswerSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['sessions', 's1', 'messages'],
      queryFn: async () => {
        reads += 1;
        if (reads === 1) {
          await firstAnswerSent; // the answer was taken before the agent's reply existed
          return ['old'];
        }
        return ['old', 'reply'];
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    applier.enqueue([{ kind: 'invalidate', queryKey: ['sessions', 's1'] }]);
    const flushed = applier.flush();
    release();
    await flushed;
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['sessions', 's1', 'messages'])).toEqual(['old', 'reply']),
    );
    expect(reads).toBe(2);
    unsubscribe();
  });
});

describe('an artifact frame and a read of the chat’s artifacts in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a first read that went out before the frame lands without it, and one more read follows', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const applier = createCacheApplier(queryClient);
    const revision = buildArtifactRevision({ sessionId: 'c1', title: 'Report' });
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementation(async () => wireResponse([revision]));
    vi.stubGlobal('fetch', fetchMock);
    // The Inbox's row watches the chat's artifacts: its first read is out.
    const observer = new QueryObserver(queryClient, sessionQueries.artifacts('c1'));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    applier.enqueue([{ kind: 'add-artifact', chatId: 'c1', revision }]);
    const flushed = applier.flush();
    answerFirst(wireResponse([])); // made before the artifact was
    await flushed;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
