import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { jobSchema } from '@/lib/api/resources/job';
import { jobQueries } from './job-queries';
import { noteWaitingChanges } from './waiting-cache';
import { isOverdue, selectWaitingJobs, WAITING_PAGES } from './waiting-jobs';
import * as v from '@/lib/valibot';

const job = (id: string, state: string, updated_at?: string) =>
  v.parse(jobSchema, { id, state, title: id, ...(updated_at ? { updated_at } : {}) });

describe('selectWaitingJobs', () => {
  it('keeps only ambiguous jobs, oldest waiting first, undated last', () => {
    const jobs = [
      job('c', 'ambiguous', '2026-01-01T10:05:00Z'),
      job('x', 'done', '2026-01-01T09:00:00Z'),
      job('u', 'ambiguous'),
      job('a', 'ambiguous', '2026-01-01T10:00:00Z'),
      job('b', 'ambiguous', '2026-01-01T10:00:00Z'),
    ];
    expect(selectWaitingJobs(jobs).map((j) => j.id)).toEqual(['a', 'b', 'c', 'u']);
  });
});

describe('the bounded waiting read (navigation count, tab title, notifications)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A list of `pages` pages of two jobs; the pages in `waitingOn` hold a waiting job. */
  function servePages(pages: number, waitingOn: number[]) {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    let page = 0;
    const fetchMock = vi.fn(async () => {
      page += 1;
      const first = waitingOn.includes(page) ? 'ambiguous' : 'running';
      const data = [job(`j${page}`, first, '2026-01-01T10:00:00Z'), job(`d${page}`, 'done')];
      const more = page < pages;
      return new Response(JSON.stringify({ data, has_more: more, next_cursor: more ? `c${page}` : null }));
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const readWaiting = () =>
    new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(jobQueries.waiting());

  it('stops at the first page that holds a waiting job, and says the service had more', async () => {
    const fetchMock = servePages(50, [1, 2]);
    const waiting = await readWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(waiting.jobs.map((j) => j.id)).toEqual(['j1']);
    expect(waiting.more).toBe(true);
  });

  it('reads on past pages without one, so a job waiting on page 3 is still counted', async () => {
    const fetchMock = servePages(50, [3]);
    const waiting = await readWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(waiting.jobs.map((j) => j.id)).toEqual(['j3']);
    expect(waiting.more).toBe(true);
  });

  it(`reads at most ${WAITING_PAGES} pages of an account with nothing waiting`, async () => {
    const fetchMock = servePages(50, []);
    const waiting = await readWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(WAITING_PAGES);
    expect(waiting).toEqual({ jobs: [], more: true });
  });

  it('reads a short list to its end', async () => {
    const fetchMock = servePages(2, []);
    expect(await readWaiting()).toEqual({ jobs: [], more: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('frames keep it current at the cost of what changed; an unknown job starting to wait re-reads it', () => {
    const queryClient = new QueryClient();
    const key = jobQueries.waiting().queryKey;
    queryClient.setQueryData(key, { jobs: [job('a', 'ambiguous', '2026-01-01T10:00:00Z')], more: false });
    const b = job('b', 'ambiguous', '2026-01-01T09:00:00Z');
    const stale = noteWaitingChanges(
      queryClient,
      new Map([['b', b]]),
      new Map([
        ['a', 'done'],
        ['b', 'ambiguous'],
      ]),
    );
    expect(stale).toBe(false);
    expect(queryClient.getQueryData(key)?.jobs.map((j) => j.id)).toEqual(['b']);
    expect(noteWaitingChanges(queryClient, new Map(), new Map([['z', 'ambiguous']]))).toBe(true);
    expect(noteWaitingChanges(queryClient, new Map(), new Map([['b', 'running']]))).toBe(false);
    expect(queryClient.getQueryData(key)?.jobs).toEqual([]);
  });

  it('is read again when the last job it counted stops waiting and pages were left unread', () => {
    const queryClient = new QueryClient();
    const key = jobQueries.waiting().queryKey;
    queryClient.setQueryData(key, { jobs: [job('a', 'ambiguous', '2026-01-01T10:00:00Z')], more: true });
    expect(noteWaitingChanges(queryClient, new Map(), new Map([['a', 'done']]))).toBe(true);
  });
});

describe('isOverdue', () => {
  it('is past the person’s threshold, not at it', () => {
    const since = Date.UTC(2026, 0, 1, 9);
    expect(isOverdue(since, since + 30 * 60_000, 30)).toBe(false);
    expect(isOverdue(since, since + 30 * 60_000 + 1, 30)).toBe(true);
  });
});
