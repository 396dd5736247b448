import { describe, expect, it } from 'vitest';
import { nextFromLinkHeader, readPage } from './page-shapes';

const headers = (init: Record<string, string>) => new Headers(init);

describe('readPage: the conventions of widely used APIs', () => {
  it.each([
    ['envelope cursor', { data: [1], has_more: true, next_cursor: 'c2' }, { query: { cursor: 'c2' } }],
    [
      'next path (its page number kept as the fallback)',
      { items: [1], next: '/v1/jobs?page=2' },
      { url: '/v1/jobs?page=2', query: { page: '2' } },
    ],
    ['end of a named list', { jobs: [1], next: null }, undefined],
    ['next page number', { results: [1], next_page: 3 }, { query: { page: '3' } }],
    ['has_more false wins', { data: [1], has_more: false, next_cursor: 'ignored' }, undefined],
    [
      'JSON:API links.next',
      { data: [1], links: { next: 'https://a.example/v1/jobs?after=9' } },
      { url: 'https://a.example/v1/jobs?after=9', query: { after: '9' } },
    ],
    [
      'JSON:API link object',
      { data: [1], links: { next: { href: '/v1/jobs?p=2' } } },
      { url: '/v1/jobs?p=2' },
    ],
    ['HAL _links', { items: [1], _links: { next: { href: '/v1/jobs?p=2' } } }, { url: '/v1/jobs?p=2' }],
    ['nested data', { data: { jobs: [1], cursor: 'x' } }, { query: { cursor: 'x' } }],
    [
      'Microsoft Graph',
      { value: [1], '@odata.nextLink': '/v1/jobs?$skiptoken=x' },
      { url: '/v1/jobs?$skiptoken=x', query: { $skiptoken: 'x' } },
    ],
    [
      'a link with the body cursor as its fallback',
      { data: [1], next: '/v1/jobs?x=1', next_cursor: 'c9' },
      { url: '/v1/jobs?x=1', query: { cursor: 'c9' } },
    ],
    [
      'a link with has_more and the last id as its fallback',
      { data: [{ id: 'a' }], has_more: true, links: { next: 'https://cdn.example/p/2' } },
      { url: 'https://cdn.example/p/2', query: { starting_after: 'a', after: 'a' } },
    ],
    [
      'a Link header with the page token as its fallback',
      { items: [1], nextPageToken: 't3', next_url: '/internal/v1/jobs' },
      { url: '/internal/v1/jobs', query: { pageToken: 't3' } },
    ],
    ['Google AIP-158 (JSON)', { items: [1], nextPageToken: 't2' }, { query: { pageToken: 't2' } }],
    ['Google AIP-158 (proto names)', { jobs: [1], next_page_token: 't2' }, { query: { page_token: 't2' } }],
    ['AIP-158 last page', { items: [1], nextPageToken: '' }, undefined],
    [
      'Slack',
      { messages: [1], response_metadata: { next_cursor: 'dXNlcg==' } },
      { query: { cursor: 'dXNlcg==' } },
    ],
    ['Slack last page', { messages: [1], response_metadata: { next_cursor: '' } }, undefined],
    [
      'Stripe: has_more + last id',
      { data: [{ id: 'a' }, { id: 'b' }], has_more: true },
      { query: { starting_after: 'b', after: 'b' } },
    ],
    [
      'OpenAI: last_id',
      { data: [{ id: 'a' }], has_more: true, last_id: 'z' },
      { query: { starting_after: 'z', after: 'z' } },
    ],
    ['page below total_pages', { items: [1], page: 2, total_pages: 3 }, { query: { page: '3' } }],
    ['last page of total_pages', { items: [1], page: 3, total_pages: 3 }, undefined],
    [
      'meta.pagination',
      { data: [1], meta: { pagination: { current_page: 1, last_page: 2 } } },
      { query: { page: '2' } },
    ],
    [
      'Laravel next_page_url',
      { data: [1], next_page_url: '/v1/jobs?page=2' },
      { url: '/v1/jobs?page=2', query: { page: '2' } },
    ],
    [
      'Facebook paging.next',
      { data: [1], paging: { next: '/v1/jobs?after=q' } },
      { url: '/v1/jobs?after=q', query: { after: 'q' } },
    ],
  ])('%s', (_, body, next) => {
    const page = readPage(body, 'jobs');
    expect(page.items).toHaveLength(
      Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data.length : 1,
    );
    expect(page.next).toEqual(next);
  });

  it('reads RFC 8288 Link headers and X-Next-* headers, on envelopes and bare arrays', () => {
    expect(
      readPage([1], 'jobs', headers({ Link: '</v1/jobs?page=2>; rel="next", </v1/jobs?page=9>; rel="last"' }))
        .next,
    ).toEqual({
      url: '/v1/jobs?page=2',
      query: { page: '2' },
    });
    expect(readPage([1], 'jobs', headers({ 'X-Next-Cursor': 'abc' })).next).toEqual({
      query: { cursor: 'abc' },
    });
    expect(readPage({ items: [1] }, 'jobs', headers({ 'X-Next-Page': '4' })).next).toEqual({
      query: { page: '4' },
    });
    expect(readPage({ items: [1] }, 'jobs', headers({ 'X-Next-Page-Token': 'tk' })).next).toEqual({
      query: { pageToken: 'tk' },
    });
    expect(readPage([1], 'jobs', headers({})).next).toBeUndefined();
  });

  it('throws a clear error for something that is no list', () => {
    expect(() => readPage({ total: 3 }, 'jobs')).toThrow(/No list of jobs/);
    expect(() => readPage('nope', 'jobs')).toThrow(/Expected a list of jobs/);
  });

  it('is not fooled by prototype keys', () => {
    const body = JSON.parse(
      '{"__proto__": {"next": "https://evil.example/"}, "constructor": [1], "items": [2]}',
    ) as unknown;
    expect(readPage(body, 'jobs')).toEqual({ items: [2], next: undefined });
  });
});

describe('nextFromLinkHeader', () => {
  it.each([
    ['<https://a.example/v1/jobs?page=2>; rel="next"', 'https://a.example/v1/jobs?page=2'],
    ['<a>; rel="prev", <b>; rel=next', 'b'],
    ['<a>; rel="prev next"', 'a'],
    ['<a>; title="x, y"; rel="last"', undefined],
    ['garbage', undefined],
  ])('%s', (header, next) => {
    expect(nextFromLinkHeader(header)).toBe(next);
  });
});
