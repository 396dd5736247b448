// Long lists, read the way the envelope dialect serves them ({data, has_more, next_cursor}, 20 a
// page) while partial frames ({job_id, state}) arrive: the first page reaches the cache at once,
// a re-read is never restarted by the frames that arrive during it, and while the stream is not
// Live only page 1 is re-read.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { createCacheApplier } from '@/domain/stream/cache-applier';
import { effectsOf } from '@/domain/stream/effects';
import { useEventStreamStore } from '@/lib/events/status-store';
import { buildJob } from '@/testing/builders';
import type { Job } from '@/lib/api/resources/job';
import { jobQueries } from '@/domain/jobs/job-queries';
import { noteJobWrites } from './job-list-read';
import { listProgressOf } from '@/lib/api/queries/list-reads';

const PAGE = 20;
const listKey = jobQueries.list().queryKey;

/** A service with `total` jobs, paginated like the envelope dialect, that counts its requests. */
function envelopeService(total: number) {
  // The service's own records, in its format.
  const jobs = new Map<string, { id: string; title: string; state: string; updated_at: string }>();
  for (let i = 0; i < total; i += 1) {
    const id = `job-${String(i).padStart(5, '0')}`;
    jobs.set(id, { id, title: `Job ${i}`, state: 'done', updated_at: '2026-01-01T00:00:00.000Z' });
  }
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const requests = { listPages: 0, pageOnes: 0, details: 0 };
  let gate: Promise<void> | undefined;
  const hooks: { onListPage?: (page: number) => void } = {};
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/v1/jobs') {
      const cursor = Number(url.searchParams.get('cursor') ?? '0');
      requests.listPages += 1;
      if (cursor === 0) requests.pageOnes += 1;
      const page = [...jobs.values()].slice(cursor, cursor + PAGE);
      const hasMore = cursor + PAGE < jobs.size;
      hooks.onListPage?.(cursor / PAGE);
      if (cursor > 0 && gate) await gate;
      await Promise.resolve();
      return new Response(
        JSON.stringify({
          data: page,
          has_more: hasMore,
          next_cursor: hasMore ? String(cursor + PAGE) : null,
        }),
      );
    }
    const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    requests.details += 1;
    const job = jobs.get(id);
    return job ? new Response(JSON.stringify(job)) : new Response('{}', { status: 404 });
  });
  return {
    fetchMock,
    requests,
    hooks,
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    /** The service changes a job's state and sends the envelope dialect's partial frame. */
    change(id: string, state: string) {
      clock += 1_000;
      const job = jobs.get(id);
      if (job) jobs.set(id, { ...job, state, updated_at: new Date(clock).toISOString() });
      return effectsOf({ type: 'job.state_changed', jobId: id, state });
    },
  };
}

function setup(total: number) {
  useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
  const service = envelopeService(total);
  vi.stubGlobal('fetch', service.fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const applier = createCacheApplier(queryClient);
  const observer = new QueryObserver(queryClient, jobQueries.list());
  const unsubscribe = observer.subscribe(() => undefined);
  const idle = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 20_000 });
  const list = () => queryClient.getQueryData<Job[]>(listKey) ?? [];
  return { service, queryClient, applier, observer, unsubscribe, idle, list };
}

describe('reading a long list', () => {
  beforeEach(() => {
    useEventStreamStore.setState({ status: 'Live' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts the first page in the cache before the later pages are read', async () => {
    const { service, queryClient, idle, list, unsubscribe } = setup(200);
    const release = service.hold(); // page 2 onwards waits
    await vi.waitFor(() => expect(list()).toHaveLength(PAGE));
    expect(listProgressOf(queryClient, listKey)).toMatchObject({
      loaded: PAGE,
      done: false,
    });
    release();
    await idle();
    expect(list()).toHaveLength(200);
    expect(listProgressOf(queryClient, listKey)).toMatchObject({
      loaded: 200,
      done: true,
      truncated: false,
    });
    unsubscribe();
  });

  it('proof of the old behaviour: invalidateQueries with its default cancelRefetch restarts a read in flight', async () => {
    const { service, queryClient, idle, unsubscribe } = setup(400);
    await idle();
    service.requests.listPages = 0;
    service.requests.pageOnes = 0;
    let restarts = 0;
    service.hooks.onListPage = (page) => {
      // What the applier did on every flush that wrote a job while the list was fetching.
      if (page > 0 && page % 5 === 0 && restarts < 3) {
        restarts += 1;
        void queryClient.invalidateQueries({ queryKey: listKey }).catch(() => undefined);
      }
    };
    await queryClient.invalidateQueries({ queryKey: listKey });
    await idle();
    expect(service.requests.pageOnes).toBe(1 + restarts); // each frame started the read over
    expect(service.requests.listPages).toBeGreaterThan(20 * (1 + restarts) - 10);
    unsubscribe();
  });

  it('a re-read at 5,000 jobs with partial frames every few pages is read once, to the end, and keeps the frames', async () => {
    const { service, queryClient, applier, idle, list, unsubscribe } = setup(5_000);
    await idle();
    expect(list()).toHaveLength(5_000);
    service.requests.listPages = 0;
    service.requests.pageOnes = 0;
    const changed: string[] = [];
    service.hooks.onListPage = (page) => {
      if (page % 10 !== 5) return; // a frame every ten pages, on jobs the read has passed or not
      const id = `job-${String((page * 37) % 5_000).padStart(5, '0')}`;
      changed.push(id);
      applier.enqueue(service.change(id, 'failed'));
    };
    // The reconnect's one full re-read.
    await queryClient.invalidateQueries({ queryKey: listKey });
    await idle();
    await applier.flush(); // a frame still waiting for its animation frame
    await idle();
    expect(service.requests.pageOnes).toBe(1);
    expect(service.requests.listPages).toBe(250);
    expect(changed.length).toBeGreaterThan(20);
    const byId = new Map(list().map((job) => [job.id, job]));
    expect(byId.size).toBe(5_000);
    expect(changed.filter((id) => byId.get(id)?.state !== 'failed')).toEqual([]);
    unsubscribe();
  });

  it('while the stream is not Live, a re-read of a complete list asks for page 1 only and merges it', async () => {
    const { service, queryClient, idle, list, unsubscribe } = setup(100);
    await idle();
    useEventStreamStore.setState({ status: 'Reconnecting' });
    service.requests.listPages = 0;
    service.change('job-00001', 'running');
    await queryClient.refetchQueries({ queryKey: listKey });
    await idle();
    expect(service.requests.listPages).toBe(1);
    expect(list()).toHaveLength(100);
    expect(list().find((job) => job.id === 'job-00001')?.state).toBe('running');
    unsubscribe();
  });

  it("a frame dated 9999 that lands during a read does not beat the read's newer copy", async () => {
    const { service, queryClient, applier, idle, list, unsubscribe } = setup(100);
    await idle();
    service.hooks.onListPage = (page) => {
      if (page !== 1) return;
      service.hooks.onListPage = undefined;
      // The service has moved job 50 on; a frame stamped far in the future says otherwise.
      service.change('job-00050', 'failed');
      const spoofed = buildJob({ id: 'job-00050', state: 'running', updated_at: '9999-12-31T23:59:59Z' });
      applier.enqueue(effectsOf({ type: 'job.state_changed', jobId: spoofed.id, job: spoofed }));
      void applier.flush();
    };
    await queryClient.invalidateQueries({ queryKey: listKey });
    await idle();
    await applier.flush();
    await idle();
    expect(list().find((job) => job.id === 'job-00050')?.state).toBe('failed');
    unsubscribe();
  });
  it("keeps a read's frames per QueryClient: a job written into another cache never lands in this read", async () => {
    const { service, queryClient, idle, list, unsubscribe } = setup(200);
    const release = service.hold(); // page 2 onwards waits: the read is in flight
    await vi.waitFor(() => expect(list()).toHaveLength(PAGE));
    const later = { updated_at: '2026-06-01T00:00:00.000Z' };
    noteJobWrites(queryClient, [buildJob({ id: 'job-00150', state: 'failed', ...later })]);
    const otherClient = new QueryClient();
    noteJobWrites(otherClient, [buildJob({ id: 'job-00151', state: 'failed', ...later })]);
    release();
    await idle();
    expect(list().find((job) => job.id === 'job-00150')?.state).toBe('failed');
    expect(list().find((job) => job.id === 'job-00151')?.state).toBe('done');
    unsubscribe();
  });
});
