// The job list read against a service of many pages (envelope shape, 20 a page): every page is
// read whatever the list's length, and a re-read after a cut stops early only where the data
// prove the list newest-updated first.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useEventStreamStore } from '@/lib/events/status-store';
import type { Job } from '@/lib/api/resources/job';
import { jobQueries } from './job-queries';
import { selectWaitingJobs } from './waiting-jobs';
import { listProgressOf } from '@/lib/api/queries/list-reads';

const PAGE = 20;
const listKey = jobQueries.list().queryKey;
const iso = (second: number) => new Date(Date.UTC(2025, 0, 1) + second * 1_000).toISOString();

interface Row {
  id: string;
  state: string;
  created_at: string;
  updated_at: string;
}

/** `total` jobs, the oldest first made; listed newest created first, or newest updated first. */
function service(total: number, order: 'created' | 'updated') {
  const rows: Row[] = [];
  for (let i = 0; i < total; i += 1)
    rows.push({
      id: `job-${String(i).padStart(5, '0')}`,
      state: 'done',
      created_at: iso(i),
      updated_at: iso(i),
    });
  let clock = total;
  let listed: Row[] | undefined;
  const requests = { pages: 0 };
  const list = () =>
    (listed ??=
      order === 'created'
        ? rows.toReversed()
        : rows.toSorted((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0)));
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const cursor = Number(url.searchParams.get('cursor') ?? '0');
    requests.pages += 1;
    const all = list();
    const more = cursor + PAGE < all.length;
    return new Response(
      JSON.stringify({
        data: all.slice(cursor, cursor + PAGE),
        has_more: more,
        next_cursor: more ? String(cursor + PAGE) : null,
      }),
    );
  });
  return {
    requests,
    /** The job made `index`-th changes now (while the app's stream is cut: no frame). */
    change(index: number, state: string) {
      const row = rows[index];
      if (row) Object.assign(row, { state, updated_at: iso((clock += 1)) });
      listed = undefined;
    },
  };
}

function setup() {
  useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const unsubscribe = new QueryObserver(queryClient, jobQueries.list()).subscribe(() => undefined);
  const idle = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 30_000 });
  const list = () => queryClient.getQueryData<Job[]>(listKey) ?? [];
  const reRead = async () => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    await idle();
  };
  return { queryClient, unsubscribe, idle, list, reRead };
}

describe('the job list at many pages', () => {
  beforeEach(() => useEventStreamStore.setState({ status: 'Live' }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads past 500 pages: the oldest job, waiting behind 12,000 newer ones, is in the list', async () => {
    const svc = service(12_001, 'created');
    svc.change(0, 'ambiguous'); // the first job made waits; in creation order it stays last
    const { queryClient, idle, list, unsubscribe } = setup();
    await idle();
    expect(svc.requests.pages).toBe(601);
    expect(list()).toHaveLength(12_001);
    expect(selectWaitingJobs(list()).map((job) => job.id)).toEqual(['job-00000']);
    expect(listProgressOf(queryClient, listKey)).toMatchObject({ done: true, truncated: false, cut: false });
    unsubscribe();
  });

  it('newest updated first, proved by the data: a re-read after a cut stops at the first page held unchanged', async () => {
    const svc = service(600, 'updated');
    svc.change(10, 'failed'); // an old job changed: the order is by update, not by creation
    const { list, idle, reRead, unsubscribe } = setup();
    await idle();
    expect(svc.requests.pages).toBe(30);
    // The cut: three jobs change and nothing is heard of it.
    for (const index of [100, 200, 300]) svc.change(index, 'ambiguous');
    svc.requests.pages = 0;
    await reRead();
    expect(svc.requests.pages).toBe(2); // page 1 holds the changes, page 2 nothing new
    expect(list()).toHaveLength(600);
    expect(selectWaitingJobs(list()).map((job) => job.id)).toEqual(['job-00100', 'job-00200', 'job-00300']);
    expect(list()[0]?.id).toBe('job-00300');
    unsubscribe();
  });

  it('newest created first: a re-read after a cut reads every page, and finds a change deep in the list', async () => {
    const svc = service(600, 'created');
    svc.change(10, 'failed');
    const { list, idle, reRead, unsubscribe } = setup();
    await idle();
    svc.change(5, 'ambiguous'); // on the last page in this order
    svc.requests.pages = 0;
    await reRead();
    expect(svc.requests.pages).toBe(30);
    expect(selectWaitingJobs(list()).map((job) => job.id)).toEqual(['job-00005']);
    unsubscribe();
  });

  it('a list whose data fit both orders (made together, never changed) is read in full again', async () => {
    const svc = service(600, 'updated');
    const { idle, reRead, unsubscribe } = setup();
    await idle();
    svc.requests.pages = 0;
    await reRead();
    expect(svc.requests.pages).toBe(30);
    unsubscribe();
  });
});
