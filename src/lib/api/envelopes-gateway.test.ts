// Lists behind a gateway path, and lists whose next page cannot be read: the service's own
// server-relative links are read under the Base URL's path, a link that cannot be followed gives
// way to the body's cursor or token on our own request URL, and a list cut short says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from '@/lib/valibot';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { readPages } from './envelopes';

const item = v.object({ id: v.string() });
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

describe('readPages behind a gateway path', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads every page when the service links to its own /v1/ path, unaware of the gateway's", async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test/gw/agents', apiKey: 'k1' });
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (input: URL) => {
      const url = new URL(input);
      seen.push(url.href);
      // The gateway strips its prefix; the service behind it knows nothing of it.
      if (!url.pathname.startsWith('/gw/agents/v1/')) return json({ error: 'no route' }, { status: 404 });
      const page = Number(url.searchParams.get('cursor') ?? '1');
      return json({
        jobs: [{ id: `j${page}` }],
        next: page < 3 ? `/v1/jobs?cursor=${page + 1}` : null,
      });
    });
    const read = await readPages(item, '/v1/jobs', 'jobs');
    expect(read.items.map((job) => job.id)).toEqual(['j1', 'j2', 'j3']);
    expect(read).toMatchObject({ done: true, cut: false, truncated: false });
    expect(seen).toEqual([
      'http://svc.test/gw/agents/v1/jobs',
      'http://svc.test/gw/agents/v1/jobs?cursor=2',
      'http://svc.test/gw/agents/v1/jobs?cursor=3',
    ]);
  });

  it.each([
    ['a body cursor', { next_cursor: 'c2' }, {}, 'cursor=c2'],
    ['a page token (JSON)', { nextPageToken: 't2' }, {}, 'pageToken=t2'],
    ['a page token (proto names)', { next_page_token: 't2' }, {}, 'page_token=t2'],
    ['has_more and the last id', { has_more: true }, {}, 'starting_after=a&after=a'],
    ['a page number', { page: 1, total_pages: 2 }, {}, 'page=2'],
    ['a cursor header', {}, { 'X-Next-Cursor': 'h2' }, 'cursor=h2'],
    ['the paging parameters of the link itself', {}, {}, 'cursor=L2'],
  ])(
    'falls back to %s on our own request URL when the link is on another origin',
    async (_, extra, headers, query) => {
      useSettingsStore.setState({ baseUrl: 'http://svc.test/gw/agents', apiKey: 'k1' });
      const seen: { url: string; auth: string | null }[] = [];
      vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
        const url = new URL(input);
        seen.push({ url: url.href, auth: new Headers(init.headers).get('Authorization') });
        if (url.search !== '') return json({ data: [{ id: 'b' }] });
        return json(
          { data: [{ id: 'a' }], next: 'https://elsewhere.test/v1/jobs?cursor=L2', ...extra },
          { headers },
        );
      });
      const read = await readPages(item, '/v1/jobs', 'jobs');
      expect(read.items.map((job) => job.id)).toEqual(['a', 'b']);
      expect(read.cut).toBe(false);
      // The foreign page is never read and never gets the key.
      expect(seen).toEqual([
        { url: 'http://svc.test/gw/agents/v1/jobs', auth: 'Bearer k1' },
        { url: `http://svc.test/gw/agents/v1/jobs?${query}`, auth: 'Bearer k1' },
      ]);
    },
  );
});

describe('readPages: a list cut short says so', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the read cut when a link cannot be followed and nothing else says where to go', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    const fetchMock = vi.fn(async () => json({ data: [{ id: 'a' }], next: 'https://evil.test/v1/jobs' }));
    vi.stubGlobal('fetch', fetchMock);
    const read = await readPages(item, '/v1/jobs', 'jobs');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(read).toMatchObject({ items: [{ id: 'a' }], done: true, cut: true });
  });

  it('keeps the pages read when a later one fails, and marks the read cut', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async (input: URL) =>
      new URL(input).searchParams.has('cursor')
        ? json({ error: 'down' }, { status: 502 })
        : json({ data: [{ id: 'a' }], next_cursor: 'c2' }),
    );
    const pages: boolean[] = [];
    const read = await readPages(item, '/v1/jobs', 'jobs', { onPage: (r) => pages.push(r.cut) });
    expect(read).toMatchObject({ items: [{ id: 'a' }], pages: 1, done: true, cut: true });
    expect(pages.at(-1)).toBe(true);
  });

  it('fails the read when page one fails, and when it is aborted on a later page', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async () => json({ error: 'down' }, { status: 500 }));
    await expect(readPages(item, '/v1/jobs', 'jobs')).rejects.toMatchObject({ kind: 'http', status: 500 });

    const controller = new AbortController();
    vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
      if (!new URL(input).searchParams.has('cursor')) return json({ data: [{ id: 'a' }], next_cursor: 'c2' });
      controller.abort();
      throw init.signal?.reason ?? new Error('aborted');
    });
    await expect(readPages(item, '/v1/jobs', 'jobs', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });

  it('marks a list whose service repeats its cursor as cut, not complete', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k1' });
    vi.stubGlobal('fetch', async () => json({ data: [{ id: 'a' }], next_cursor: 'same' }));
    expect(await readPages(item, '/v1/jobs', 'jobs')).toMatchObject({ pages: 2, cut: true });
  });
});
