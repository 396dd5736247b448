// One page of a list, whatever convention the service follows (docs/decisions/010): the items
// (a bare array, or under `data`, `items`, `results`, `value`, the resource's own name, …) and
// where the next page is:
//   - a URL in the body: `next`, `next_url`, `next_page_url`, `links.next` (a string or JSON:API's
//     `{href}`), HAL's `_links.next.href`, `@odata.nextLink` (Microsoft Graph), `paging.next`;
//   - a URL in an RFC 8288 `Link: <…>; rel="next"` header (GitHub);
//   - a cursor in the body: `next_cursor`/`nextCursor`/`cursor` (and Slack's
//     `response_metadata.next_cursor`), sent back as `?cursor=`;
//   - a page token: `next_page_token`/`nextPageToken` (Google AIP-158), sent back as
//     `?page_token=`/`?pageToken=` in the same spelling;
//   - `has_more` with the last item's id (Stripe, OpenAI: `last_id`), sent back as
//     `?starting_after=` and `?after=`;
//   - a cursor or page in a header: `X-Next-Cursor`, `X-Next-Page-Token`, `X-Next-Page`;
//   - page numbers: `next_page`, or `page` below `total_pages`/`last_page`/`pages`.
// `has_more: false` ends the list whatever else the page says. A link comes with a fallback (the
// body's cursor or token, else the paging parameters the link itself carries), applied to our own
// request URL when the link cannot be followed (a gateway path the service does not know of).
import { asRecord } from '@/lib/as-record';
import { ApiError } from './errors';

/** A link to follow, a query to apply to our own request URL, or both (the query as fallback). */
export type NextPage =
  { url: string; query?: Record<string, string> } | { url?: undefined; query: Record<string, string> };

/** Paging parameters a next link may carry, which stay meaningful on our own request URL. */
const LINK_PAGING_PARAMS = [
  'cursor',
  'page_token',
  'pageToken',
  'starting_after',
  'after',
  'page',
  'offset',
  '$skiptoken',
  'marker',
];

function pagingParamsOf(link: string): Record<string, string> | undefined {
  let url: URL;
  try {
    url = new URL(link, 'http://link.invalid/');
  } catch {
    return undefined;
  }
  const query: Record<string, string> = {};
  for (const name of LINK_PAGING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') query[name] = value;
  }
  return Object.keys(query).length > 0 ? query : undefined;
}

export interface Page {
  items: unknown[];
  /** What to request next: a path or URL, or query changes on the same path. */
  next?: NextPage;
}

type Loose = Record<string, unknown>;

const ITEM_KEYS = ['data', 'items', 'results', 'value', 'records', 'entries', 'elements', 'resources'];

function own(record: Loose | undefined, key: string): unknown {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function firstOf(...values: unknown[]): string | undefined {
  for (const value of values) {
    const text = nonEmpty(value);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A link value: a string, or a JSON:API/HAL link object `{ href }`. */
function linkOf(value: unknown): string | undefined {
  return nonEmpty(value) ?? nonEmpty(own(asRecord(value), 'href'));
}

/** The `rel="next"` target of an RFC 8288 Link header, if any. */
export function nextFromLinkHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  // Links are separated by commas outside <…>; each is `<uri>; param; param`.
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (rels.includes('next')) return match[1]?.trim() || undefined;
  }
  return undefined;
}

function lastItemId(items: unknown[]): string | undefined {
  return nonEmpty(own(asRecord(items.at(-1)), 'id'));
}

function readNext(record: Loose, items: unknown[], headers?: Headers): NextPage | undefined {
  const links = asRecord(own(record, 'links')) ?? asRecord(own(record, '_links'));
  const paging = asRecord(own(record, 'paging'));
  const pagination = asRecord(own(record, 'pagination')) ?? asRecord(own(record, 'meta'));
  const metaPagination = asRecord(own(pagination, 'pagination'));
  const hasMore = [
    own(record, 'has_more'),
    own(record, 'hasMore'),
    own(pagination, 'has_more'),
    own(pagination, 'hasMore'),
  ].find((v) => typeof v === 'boolean');
  if (hasMore === false) return undefined;

  const link = firstOf(
    linkOf(own(record, 'next')),
    own(record, 'next_url'),
    own(record, 'next_page_url'),
    own(record, 'nextLink'),
    own(record, '@odata.nextLink'),
    linkOf(own(links, 'next')),
    linkOf(own(paging, 'next')),
    own(pagination, 'next_url'),
    linkOf(own(pagination, 'next')),
    nextFromLinkHeader(headers?.get('Link')),
  );
  // A bare number under `next` is a page number, not a path.
  const url = link !== undefined && !/^\d+$/.test(link) ? link : undefined;
  const numericLink = url === undefined ? link : undefined;
  const query = queryOf(record, items, pagination, metaPagination, hasMore, numericLink, headers);
  if (url === undefined) return query && { query };
  const fallback = query ?? pagingParamsOf(url);
  return fallback ? { url, query: fallback } : { url };
}

/** The next page as query changes on our own request URL (cursor, token, last id, page number). */
function queryOf(
  record: Loose,
  items: unknown[],
  pagination: Loose | undefined,
  metaPagination: Loose | undefined,
  hasMore: unknown,
  /** `next` when it holds a page number. */
  link: string | undefined,
  headers: Headers | undefined,
): Record<string, string> | undefined {
  const cursor = firstOf(
    own(record, 'next_cursor'),
    own(record, 'nextCursor'),
    own(record, 'cursor'),
    own(asRecord(own(record, 'response_metadata')), 'next_cursor'),
    own(pagination, 'next_cursor'),
    own(pagination, 'nextCursor'),
    headers?.get('X-Next-Cursor'),
  );
  if (cursor !== undefined) return { cursor };

  const snakeToken = firstOf(own(record, 'next_page_token'), own(pagination, 'next_page_token'));
  if (snakeToken !== undefined) return { page_token: snakeToken };
  const camelToken = firstOf(
    own(record, 'nextPageToken'),
    own(pagination, 'nextPageToken'),
    headers?.get('X-Next-Page-Token'),
  );
  if (camelToken !== undefined) return { pageToken: camelToken };

  if (hasMore === true) {
    const after = firstOf(own(record, 'last_id'), lastItemId(items));
    if (after !== undefined) return { starting_after: after, after };
  }

  const nextPage = firstOf(
    link,
    own(record, 'next_page'),
    own(pagination, 'next_page'),
    own(metaPagination, 'next_page'),
    headers?.get('X-Next-Page'),
  );
  if (nextPage !== undefined && /^\d+$/.test(nextPage)) return { page: nextPage };

  for (const holder of [record, pagination, metaPagination]) {
    const page = Number(own(holder, 'page') ?? own(holder, 'current_page') ?? own(holder, 'currentPage'));
    const total = Number(
      own(holder, 'total_pages') ??
        own(holder, 'totalPages') ??
        own(holder, 'last_page') ??
        own(holder, 'pages'),
    );
    if (Number.isInteger(page) && Number.isInteger(total) && page >= 1 && page < total)
      return { page: String(page + 1) };
  }
  return undefined;
}

/** Splits one page of a list response into its items and the pointer to the next page. */
export function readPage(body: unknown, resourceName: string, headers?: Headers): Page {
  if (Array.isArray(body)) {
    // A bare array can still be paginated, by headers only (GitHub, GitLab).
    return { items: body, next: readNext({}, body, headers) };
  }
  const record = asRecord(body);
  if (!record) throw new ApiError({ kind: 'parse', serverMessage: `Expected a list of ${resourceName}.` });
  const holder =
    [resourceName, ...ITEM_KEYS].find((key) => Array.isArray(own(record, key))) ??
    Object.keys(record).find((key) => Array.isArray(record[key]));
  if (!holder) {
    const nested = asRecord(own(record, 'data'));
    if (nested) return readPage(nested, resourceName, headers);
    throw new ApiError({ kind: 'parse', serverMessage: `No list of ${resourceName} in the response.` });
  }
  const items = record[holder] as unknown[];
  return { items, next: readNext(record, items, headers) };
}

/**
 * Adds a page's items to those read so far, skipping any whose `id` came on an earlier page: with
 * page numbers or offsets, an item created meanwhile at the head of the list pushes the next page
 * down by one, and the last item of one page comes again first on the next.
 */
export function appendUnique<T>(items: T[], page: readonly T[], seenIds: Set<string>): void {
  for (const item of page) {
    const id =
      item && typeof item === 'object' && Object.hasOwn(item, 'id')
        ? (item as unknown as { id: unknown }).id
        : undefined;
    const key = typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    if (key !== undefined) {
      if (seenIds.has(key)) continue;
      seenIds.add(key);
    }
    items.push(item);
  }
}
