import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/config/settings';
import { jobSchema } from '../resources/job';
import { noteWaitingChanges, selectWaitingJobs, WAITING_PAGES, waitingJobsQuery } from './waiting-jobs';
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

  it(`reads only the first page(s) (${WAITING_PAGES}) and says when the service had more`, async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    let page = 0;
    const fetchMock = vi.fn(async () => {
      page += 1;
      const data = [job(`w${page}`, 'ambiguous', '2026-01-01T10:00:00Z'), job(`d${page}`, 'done')];
      return new Response(JSON.stringify({ data, has_more: true, next_cursor: `c${page}` }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const waiting = await queryClient.fetchQuery(waitingJobsQuery());
    expect(fetchMock).toHaveBeenCalledTimes(WAITING_PAGES);
    expect(waiting.jobs).toHaveLength(WAITING_PAGES);
    expect(waiting.more).toBe(true);
  });

  it('frames keep it current at the cost of what changed; an unknown job starting to wait re-reads it', () => {
    const queryClient = new QueryClient();
    const key = waitingJobsQuery().queryKey;
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
});
