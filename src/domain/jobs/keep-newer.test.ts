import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { buildJob } from '@/testing/builders';
import { jobQueries } from './job-queries';
import { keepNewerJobs, keptOverRead, newerJob } from './keep-newer';
import { changesBetween } from './list-changes';
import { upsertById } from './upsert-by-id';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00Z`;

describe('keep the newer job', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the copy with the later updated_at, and the incoming one on a tie or without times', () => {
    const older = buildJob({ id: 'a', state: 'backlog', updated_at: at(1) });
    const newer = buildJob({ id: 'a', state: 'failed', updated_at: at(2) });
    expect(newerJob(newer, older)).toBe(newer);
    expect(newerJob(older, newer)).toBe(newer);
    const tie = buildJob({ id: 'a', state: 'done', updated_at: at(2) });
    expect(newerJob(newer, tie)).toBe(tie);
    expect(newerJob(buildJob({ id: 'a', updated_at: undefined }), older)).toBe(older);
  });

  it('does not let a far-future updated_at pin a job against later reads', () => {
    const now = Date.parse('2026-11-21T10:30:00Z');
    const spoofed = buildJob({ id: 'a', state: 'done', updated_at: '9999-12-31T23:59:59Z' });
    const cached = buildJob({ id: 'a', state: 'backlog', updated_at: at(10) });
    // It lands as news (its time counts as now)…
    expect(newerJob(cached, spoofed, now)).toBe(spoofed);
    // …but any later read replaces it, even one whose own time is older.
    const read = buildJob({ id: 'a', state: 'failed', updated_at: at(20) });
    expect(newerJob(spoofed, read, now)).toBe(read);
    // Clock skew of a few minutes is still believed.
    const aheadALittle = buildJob({ id: 'a', state: 'done', updated_at: '2026-11-21T10:33:00Z' });
    expect(newerJob(aheadALittle, read, now)).toBe(aheadALittle);
  });

  it('keeps a frame written during a read unless the read is strictly newer, and never for a far-future frame', () => {
    const now = Date.parse('2026-11-21T10:30:00Z');
    const frame = buildJob({ id: 'a', state: 'running', updated_at: at(5) });
    expect(keptOverRead(frame, buildJob({ id: 'a', state: 'backlog', updated_at: at(5) }), now)).toBe(frame);
    expect(keptOverRead(frame, buildJob({ id: 'a', state: 'backlog', updated_at: at(1) }), now)).toBe(frame);
    const newerRead = buildJob({ id: 'a', state: 'done', updated_at: at(6) });
    expect(keptOverRead(frame, newerRead, now)).toBe(newerRead);
    const spoofed = buildJob({ id: 'a', state: 'running', updated_at: '9999-12-31T23:59:59Z' });
    expect(keptOverRead(spoofed, newerRead, now)).toBe(newerRead);
  });

  it('takes the incoming list membership and order, with the newer copy of each job', () => {
    const cached = [
      buildJob({ id: 'a', state: 'failed', updated_at: at(5) }),
      buildJob({ id: 'gone', updated_at: at(1) }),
    ];
    const fetched = [
      buildJob({ id: 'b', updated_at: at(3) }),
      buildJob({ id: 'a', state: 'backlog', updated_at: at(2) }),
    ];
    expect(keepNewerJobs(cached, fetched)).toEqual([fetched[0], cached[0]]);
    expect(keepNewerJobs(undefined, fetched)).toBe(fetched);
  });

  it('a write in place keeps every other job as it was, and still the newer copy of the one it changed', () => {
    const cached = [
      buildJob({ id: 'a', updated_at: at(1) }),
      buildJob({ id: 'b', state: 'done', updated_at: at(5) }),
      buildJob({ id: 'c', updated_at: at(1) }),
    ];
    const changed = buildJob({ id: 'c', state: 'failed', updated_at: at(2) });
    const stale = buildJob({ id: 'b', state: 'backlog', updated_at: at(3) });
    const next = keepNewerJobs(cached, [cached[0], stale, changed]);
    expect(next).toEqual([cached[0], cached[1], changed]);
    expect((next as unknown[])[0]).toBe(cached[0]);
    // Nothing newer anywhere: the previous list itself, so nothing re-renders.
    expect(keepNewerJobs(cached, [cached[0], stale, cached[2]])).toBe(cached);
  });

  it('a read that lands longer than the pages it wrote looks up no job by id, and notes what it added', () => {
    const written = [buildJob({ id: 'a', updated_at: at(3) }), buildJob({ id: 'b', updated_at: at(2) })];
    const rest = [buildJob({ id: 'c', updated_at: at(1) }), buildJob({ id: 'd', updated_at: at(1) })];
    // The list as the page writes left it, watched: a lookup by id walks it whole (its iterator).
    const cached = upsertById([], written);
    let walked = 0;
    const values = Array.prototype[Symbol.iterator];
    Object.defineProperty(cached, Symbol.iterator, {
      value(this: typeof written) {
        walked += 1;
        return values.call(this);
      },
    });
    const landed = keepNewerJobs(cached, [...written, ...rest]) as typeof written;
    expect(landed.map((job) => job.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(walked).toBe(0);
    // The followers take the two it added, not a pass over the list.
    expect(changesBetween(cached, landed)?.map((change) => change.job.id)).toEqual(['c', 'd']);
    // A job that moved still finds its held copy (by id, the whole list once).
    const moved = keepNewerJobs(cached, [written[1], written[0], ...rest]) as typeof written;
    expect(moved[0]).toBe(written[1]);
    expect(walked).toBe(1);
  });

  it('a slow list read that lands after a newer frame does not bring the old state back', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    queryClient.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'a', state: 'backlog', updated_at: at(1) }),
    ]);
    const slowRead = queryClient.fetchQuery({ ...jobQueries.list(), staleTime: 0 });

    // The frame: a newer state written while the read is on the wire.
    queryClient.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'a', state: 'failed', title: 'Newer', updated_at: at(3) }),
    ]);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(new Response(JSON.stringify([{ id: 'a', state: 'backlog', title: 'Old', updated_at: at(2) }])));
    await slowRead;
    expect(queryClient.getQueryData(jobQueries.list().queryKey)?.[0]).toMatchObject({
      state: 'failed',
      title: 'Newer',
    });
  });
});
