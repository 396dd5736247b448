import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { useSettingsStore } from '@/config/settings';
import { fetchAllPages, readPage, readPages, singleResource } from './envelopes';

describe('readPage', () => {
  it('reads a bare array', () => {
    expect(readPage([{ id: 1 }], 'jobs')).toEqual({ items: [{ id: 1 }] });
  });
  it.each([
    [{ data: [1], has_more: true, next_cursor: 'c2' }, { query: { cursor: 'c2' } }],
    [{ items: [1], next: '/v1/jobs?page=2' }, { url: '/v1/jobs?page=2' }],
    [{ jobs: [1], next: null }, undefined],
    [{ results: [1], next_page: 3 }, { query: { page: '3' } }],
    [{ data: [1], has_more: false, next_cursor: 'ignored' }, undefined],
    [
      { data: [1], links: { next: 'https://api.example/v1/jobs?after=9' } },
      { url: 'https://api.example/v1/jobs?after=9' },
    ],
    [{ data: { jobs: [1], cursor: 'x' } }, { query: { cursor: 'x' } }],
  ])('reads the items and the next page of %j', (body, next) => {
    const page = readPage(body, 'jobs');
    expect(page.items).toEqual([1]);
    expect(page.next).toEqual(next);
  });
  it('throws a clear error for something that is no list', () => {
    expect(() => readPage({ total: 3 }, 'jobs')).toThrow(/No list of jobs/);
    expect(() => readPage('nope', 'jobs')).toThrow(/Expected a list of jobs/);
  });
});

describe('fetchAllPages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows cursors to the end and sends the key only to the service origin', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const seen: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      seen.push({ url: String(url), auth: new Headers(init.headers).get('Authorization') });
      const cursor = new URL(url).searchParams.get('cursor');
      const body =
        new URL(url).host === 'elsewhere.test'
          ? { data: [{ id: 'c' }] }
          : cursor === null
            ? { data: [{ id: 'a' }], has_more: true, next_cursor: '2' }
            : { data: [{ id: 'b' }], next: 'http://elsewhere.test/v1/jobs?p=3' };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const items = await fetchAllPages(z.object({ id: z.string() }), '/v1/jobs', 'jobs');
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer k1', 'Bearer k1', null]);
  });

  it('stops when a server repeats its cursor', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: [{ id: 'a' }], next_cursor: 'same' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const items = await fetchAllPages(z.object({ id: z.string() }), '/v1/jobs', 'jobs');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(items).toHaveLength(2);
  });

  it('hands each page over as it lands and says when the service has more than it reads', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async (url: URL) => {
      const page = Number(new URL(url).searchParams.get('cursor') ?? '0');
      return new Response(
        JSON.stringify({ data: [{ id: `p${page}` }], has_more: true, next_cursor: page + 1 }),
      );
    });
    const seen: { loaded: number; done: boolean }[] = [];
    const read = await readPages(z.object({ id: z.string() }), '/v1/jobs', 'jobs', {
      maxPages: 3,
      onPage: ({ items, done }) => seen.push({ loaded: items.length, done }),
    });
    expect(seen).toEqual([
      { loaded: 1, done: false },
      { loaded: 2, done: false },
      { loaded: 3, done: true },
    ]);
    expect(read).toMatchObject({ pages: 3, done: true, truncated: true });
  });

  it('turns an item of the wrong shape into a parse error naming the request', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([{ nope: true }])));
    await expect(fetchAllPages(z.object({ id: z.string() }), '/v1/jobs', 'jobs')).rejects.toMatchObject({
      kind: 'parse',
    });
  });
});

describe('singleResource', () => {
  const schema = singleResource(z.object({ id: z.string() }), 'job');
  it.each([[{ id: 'a' }], [{ job: { id: 'a' } }], [{ data: { id: 'a' } }]])('reads %j', (body) => {
    expect(schema.parse(body)).toEqual({ id: 'a' });
  });
  it('rejects a body that holds no resource', () => {
    expect(schema.safeParse({ jobs: [] }).success).toBe(false);
  });
});
