import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from '@/lib/valibot';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { fetchAllPages, readPages, singleResource } from './envelopes';

describe('fetchAllPages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows cursors to the end and never reads, let alone merges, a page on another origin', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const seen: { url: string; auth: string | null; redirect: RequestRedirect | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      seen.push({
        url: String(url),
        auth: new Headers(init.headers).get('Authorization'),
        redirect: init.redirect,
      });
      const cursor = new URL(url).searchParams.get('cursor');
      const body =
        new URL(url).host === 'elsewhere.test'
          ? { data: [{ id: 'c' }] }
          : cursor === null
            ? { data: [{ id: 'a' }], has_more: true, next_cursor: '2' }
            : { data: [{ id: 'b' }], next: 'http://elsewhere.test/v1/jobs?p=3' };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(seen).toEqual([
      { url: 'http://svc.test/v1/jobs', auth: 'Bearer k1', redirect: 'error' },
      { url: 'http://svc.test/v1/jobs?cursor=2', auth: 'Bearer k1', redirect: 'error' },
    ]);
  });

  it('follows RFC 8288 Link headers and X-Next-Cursor headers under the Base URL path', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test/api', apiKey: 'k1' });
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      seen.push(String(url));
      const page = new URL(url).searchParams;
      if (page.get('page') === null)
        return new Response(JSON.stringify([{ id: 'a' }]), {
          headers: { Link: '</api/v1/jobs?page=2>; rel="next"' },
        });
      if (page.get('cursor') === null)
        return new Response(JSON.stringify({ items: [{ id: 'b' }] }), { headers: { 'X-Next-Cursor': 'c3' } });
      // Outside the Base URL path: not followed.
      return new Response(JSON.stringify({ items: [{ id: 'c' }], next: '/admin/v1/jobs' }));
    });
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(seen).toEqual([
      'http://svc.test/api/v1/jobs',
      'http://svc.test/api/v1/jobs?page=2',
      'http://svc.test/api/v1/jobs?page=2&cursor=c3',
    ]);
  });

  it('follows page numbers and page tokens', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async (url: URL) => {
      const params = new URL(url).searchParams;
      if (params.get('pageToken') === 't2') return new Response(JSON.stringify({ items: [{ id: 'c' }] }));
      if (params.get('page') === '2')
        return new Response(JSON.stringify({ items: [{ id: 'b' }], nextPageToken: 't2' }));
      return new Response(JSON.stringify({ items: [{ id: 'a' }], page: 1, total_pages: 2 }));
    });
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows an item once when an insert at the head shifts it onto the next page too', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async (url: URL) =>
      new URL(url).searchParams.get('page') === '2'
        ? new Response(JSON.stringify([{ id: 'b' }, { id: 'c' }]))
        : new Response(JSON.stringify([{ id: 'a' }, { id: 'b' }]), {
            headers: { Link: '</v1/jobs?page=2>; rel="next"' },
          }),
    );
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('stops at a link back to a page already read (a loop)', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const fetchMock = vi.fn(async (url: URL) =>
      new URL(url).searchParams.get('page') === '2'
        ? new Response(JSON.stringify({ items: [{ id: 'b' }], next: '/v1/jobs' }))
        : new Response(JSON.stringify({ items: [{ id: 'a' }], next: '/v1/jobs?page=2' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('stops when a server repeats its cursor', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: [{ id: 'a' }], next_cursor: 'same' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const items = await fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(items).toEqual([{ id: 'a' }]);
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
    const read = await readPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs', {
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
    await expect(fetchAllPages(v.object({ id: v.string() }), '/v1/jobs', 'jobs')).rejects.toMatchObject({
      kind: 'parse',
    });
  });
});

describe('singleResource', () => {
  const schema = singleResource(v.object({ id: v.string() }), 'job');
  it.each([[{ id: 'a' }], [{ job: { id: 'a' } }], [{ data: { id: 'a' } }]])('reads %j', (body) => {
    expect(v.parse(schema, body)).toEqual({ id: 'a' });
  });
  it('rejects a body that holds no resource', () => {
    expect(v.safeParse(schema, { jobs: [] }).success).toBe(false);
  });
});
