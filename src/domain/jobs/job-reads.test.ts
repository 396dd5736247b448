// Partial frames: each change is read (GET /v1/jobs/{id}) so it reaches the screen, even when
// frames for a job come faster than a round trip; reads are bounded, and a burst of many distinct
// jobs becomes one list re-read.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from './job-queries';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { buildJob } from '@/testing/builders';
import { jobCacheWithApplier, partial, wireResponse } from '@/testing/job-cache';
import { MAX_QUEUED_READS, MAX_READS_IN_FLIGHT } from './job-reads';

/** A fetch whose answers the test gives, one request at a time, in any order. */
function heldFetch() {
  const requests: { url: string; answer: (body: unknown) => void }[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        const url = input instanceof Request ? input.url : String(input);
        requests.push({ url, answer: (body) => resolve(wireResponse(body)) });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

function setup(ids: string[]) {
  const { queryClient, applier } = jobCacheWithApplier(ids.map((id) => buildJob({ id })));
  const listed = () => queryClient.getQueryData(jobQueries.list().queryKey) ?? [];
  return { queryClient, applier, listed };
}

describe('reads after partial frames', () => {
  beforeEach(() => useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' }));
  afterEach(() => vi.unstubAllGlobals());

  it('starts a read for each frame at once, even while an older read of the job is out', async () => {
    const { applier, listed } = setup(['a']);
    const { requests } = heldFetch();
    applier.enqueue(partial('a', 'running'));
    const first = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    applier.enqueue(partial('a', 'done'));
    const second = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.every((r) => r.url.endsWith('/v1/jobs/a'))).toBe(true);
    // The first change's read lands, then the second's: each one reaches the cache in turn.
    requests[0]?.answer(
      buildJob({ id: 'a', state: 'running', title: 'Change 1', updated_at: '2026-01-01T00:00:01Z' }),
    );
    await vi.waitFor(() => expect(listed()[0]?.title).toBe('Change 1'));
    // The frame after it said "done": the older read shows that state, not its own.
    expect(listed()[0]?.state).toBe('done');
    requests[1]?.answer(
      buildJob({ id: 'a', state: 'done', title: 'Change 2', updated_at: '2026-01-01T00:00:02Z' }),
    );
    await Promise.all([first, second]);
    expect(listed()[0]).toMatchObject({ title: 'Change 2', state: 'done' });
  });

  it('an older answer landing last does not undo a newer one', async () => {
    const { applier, listed } = setup(['a']);
    const { requests } = heldFetch();
    applier.enqueue(partial('a', 'running'));
    const first = applier.flush();
    applier.enqueue(partial('a', 'done'));
    const second = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[1]?.answer(
      buildJob({ id: 'a', state: 'done', title: 'Change 2', updated_at: '2026-01-01T00:00:02Z' }),
    );
    requests[0]?.answer(
      buildJob({ id: 'a', state: 'running', title: 'Change 1', updated_at: '2026-01-01T00:00:01Z' }),
    );
    await Promise.all([first, second]);
    expect(listed()[0]).toMatchObject({ title: 'Change 2', state: 'done' });
  });

  it(`keeps at most ${MAX_READS_IN_FLIGHT} reads out; a waiting job is read once for all its frames`, async () => {
    const ids = Array.from({ length: MAX_READS_IN_FLIGHT + 1 }, (_, i) => `j${i}`);
    const { applier, listed } = setup(ids);
    const { requests } = heldFetch();
    applier.enqueue(ids.flatMap((id) => partial(id, 'running')));
    const first = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(MAX_READS_IN_FLIGHT));
    const last = ids.at(-1) ?? '';
    applier.enqueue(partial(last, 'done')); // the waiting job changes again
    const second = applier.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(MAX_READS_IN_FLIGHT);
    requests[0]?.answer(buildJob({ id: 'j0', state: 'running', updated_at: '2026-01-01T00:00:01Z' }));
    await vi.waitFor(() => expect(requests).toHaveLength(MAX_READS_IN_FLIGHT + 1));
    expect(requests.at(-1)?.url).toMatch(new RegExp(`/v1/jobs/${last}$`));
    for (const [index, request] of requests.entries())
      if (index > 0)
        request.answer(
          buildJob({
            id: ids[index] ?? '',
            state: index === ids.length - 1 ? 'done' : 'running',
            title: `Read ${index}`,
            updated_at: '2026-01-01T00:00:01Z',
          }),
        );
    await Promise.all([first, second]);
    expect(requests).toHaveLength(ids.length);
    expect(listed().at(-1)).toMatchObject({ title: `Read ${ids.length - 1}`, state: 'done' });
  });

  it(`reads the list once instead when more than ${MAX_QUEUED_READS} distinct jobs wait`, async () => {
    const count = MAX_READS_IN_FLIGHT + MAX_QUEUED_READS + 1;
    const ids = Array.from({ length: count }, (_, i) => `j${i}`);
    const { applier, listed, queryClient } = setup(ids);
    // The board watches the list, so a list invalidation re-reads it.
    const observer = new QueryObserver(queryClient, { ...jobQueries.list(), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    const { requests } = heldFetch();
    applier.enqueue(ids.flatMap((id) => partial(id, 'done')));
    const flushed = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(MAX_READS_IN_FLIGHT + 1));
    const single = requests.filter((r) => /\/v1\/jobs\/j\d+$/.test(r.url));
    const lists = requests.filter((r) => r.url.endsWith('/v1/jobs'));
    expect(single).toHaveLength(MAX_READS_IN_FLIGHT);
    expect(lists).toHaveLength(1);
    expect(queryClient.isFetching({ queryKey: jobQueries.list().queryKey })).toBe(1);
    lists[0]?.answer(
      ids.map((id) =>
        buildJob({ id, state: 'done', title: `Listed ${id}`, updated_at: '2026-01-01T00:00:01Z' }),
      ),
    );
    for (const request of single)
      request.answer(
        buildJob({
          id: request.url.split('/').at(-1) ?? '',
          state: 'done',
          updated_at: '2026-01-01T00:00:01Z',
        }),
      );
    await flushed;
    expect(requests).toHaveLength(MAX_READS_IN_FLIGHT + 1);
    expect(listed().at(-1)).toMatchObject({ title: `Listed j${count - 1}`, state: 'done' });
    unsubscribe();
  });

  it('tells while a job has a read out, and settles once its answer is in the cache', async () => {
    const { applier, listed } = setup(['a', 'b']);
    const { requests } = heldFetch();
    expect(applier.whenJobRead('a')).toBeUndefined();
    applier.enqueue(partial('a', 'ambiguous'));
    const flushed = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // The frame's state is on the card already, over the title it had (a placeholder, say).
    expect(listed()[0]).toMatchObject({ state: 'ambiguous' });
    const read = applier.whenJobRead('a');
    expect(read).toBeInstanceOf(Promise);
    expect(applier.whenJobRead('b')).toBeUndefined();
    requests[0]?.answer(
      buildJob({ id: 'a', state: 'ambiguous', title: 'Named', updated_at: '2026-01-01T00:00:01Z' }),
    );
    await read;
    expect(listed()[0]).toMatchObject({ title: 'Named', state: 'ambiguous' });
    await flushed;
    expect(applier.whenJobRead('a')).toBeUndefined();
  });

  it('writes nothing once the applier is disposed (the account changed while a read was out)', async () => {
    const { applier, listed, queryClient } = setup(['a']);
    const { requests } = heldFetch();
    applier.enqueue(partial('a', 'running'));
    const flushed = applier.flush();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    applier.dispose();
    // The next account's list, read meanwhile.
    queryClient.setQueryData(jobQueries.list().queryKey, [buildJob({ id: 'theirs' })]);
    requests[0]?.answer(buildJob({ id: 'a', state: 'done', title: 'Old account’s job' }));
    await flushed;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(listed().map((job) => job.id)).toEqual(['theirs']);
  });
});
