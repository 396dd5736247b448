// Lists, whatever their shape: a bare array, or an envelope holding the items under `data`,
// `items`, `results` or the resource's own name. Pagination is followed to the end (`next` links,
// `next_cursor`/`cursor` with `has_more`, page numbers), so no list is silently cut at page one.
import { z } from 'zod';
import { apiFetch, parseWith, readJson, type RequestOptions } from './client';
import { asRecord } from '../as-record';
import { ApiError } from './errors';

const MAX_PAGES = 500;

/** One resource, sent bare or wrapped as `{ <name>: … }` or `{ data: … }`. */
export function singleResource<S extends z.ZodType>(schema: S, name: string) {
  return z.preprocess((value) => {
    const record = asRecord(value);
    if (!record || 'id' in record) return value;
    return asRecord(record[name]) ?? asRecord(record.data) ?? value;
  }, schema);
}

const ITEM_KEYS = ['data', 'items', 'results', 'records', 'entries'];

export interface Page {
  items: unknown[];
  /** What to request next: a path or URL, or query changes on the same path. */
  next?: { url: string } | { query: Record<string, string> };
}

/** Splits one page of a list response into its items and the pointer to the next page. */
export function readPage(body: unknown, resourceName: string): Page {
  if (Array.isArray(body)) return { items: body };
  const record = asRecord(body);
  if (!record) throw new ApiError({ kind: 'parse', serverMessage: `Expected a list of ${resourceName}.` });
  const holder =
    [resourceName, ...ITEM_KEYS].find((key) => Array.isArray(record[key])) ??
    Object.keys(record).find((key) => Array.isArray(record[key]));
  const nested = holder ? undefined : asRecord(record.data);
  if (!holder && nested) return readPage(nested, resourceName);
  if (!holder)
    throw new ApiError({ kind: 'parse', serverMessage: `No list of ${resourceName} in the response.` });
  return { items: record[holder] as unknown[], next: readNext(record) };
}

function readNext(record: Record<string, unknown>): Page['next'] {
  const links = asRecord(record.links) ?? asRecord(record.pagination) ?? asRecord(record.meta);
  const link = [record.next, record.next_url, record.next_page_url, links?.next].find(
    (v) => typeof v === 'string' && v !== '',
  );
  if (typeof link === 'string') return { url: link };
  const hasMore = [record.has_more, record.hasMore, links?.has_more].find((v) => typeof v === 'boolean');
  if (hasMore === false) return undefined;
  const cursor = [record.next_cursor, record.nextCursor, record.cursor, links?.next_cursor].find(
    (v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number',
  );
  if (cursor !== undefined) return { query: { cursor: String(cursor) } };
  const nextPage = record.next_page ?? links?.next_page;
  if (typeof nextPage === 'number') return { query: { page: String(nextPage) } };
  return undefined;
}

/** Fetches every page of a list and parses each item with `itemSchema`. */
export async function fetchAllPages<S extends z.ZodType>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: RequestOptions = {},
): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  const seen = new Set<string>();
  let request: { path: string; query: RequestOptions['query'] } = { path, query: options.query };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const key = `${request.path}?${JSON.stringify(request.query ?? {})}`;
    if (seen.has(key)) break; // a server that repeats its cursor would loop forever
    seen.add(key);
    const body = await readJson(await apiFetch(request.path, { ...options, query: request.query }));
    const { items: raw, next } = readPage(body, resourceName);
    items.push(...parseWith(z.array(itemSchema), raw, `GET ${path}`));
    if (!next || raw.length === 0) return items;
    request =
      'url' in next
        ? { path: next.url, query: undefined }
        : { path, query: { ...options.query, ...next.query } };
  }
  return items;
}
