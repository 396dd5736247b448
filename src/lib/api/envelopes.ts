// Lists, whatever their shape: a bare array, or an envelope holding the items under `data`,
// `items`, `results` or the resource's own name. Pagination is followed to the end (`next` links,
// `next_cursor`/`cursor` with `has_more`, page numbers), so no list is silently cut at page one;
// each page is handed to `onPage` as it lands, so a screen can show the first page at once, and a
// list longer than MAX_PAGES says so (`truncated`) instead of being cut without a word.
import { z } from '@/lib/zod';
import { apiFetch, parseWith, readJson, type RequestOptions } from './client';
import { ApiError } from './errors';

/** The most pages one list read follows (at 20 a page: 10,000 items). */
export const MAX_PAGES = 500;

/** One resource, sent bare or wrapped as `{ <name>: … }` or `{ data: … }`. */
export function singleResource<S extends z.ZodMiniType>(schema: S, name: string) {
  return z.pipe(
    z.transform((value: unknown) => {
      const record = asRecord(value);
      if (!record || 'id' in record) return value;
      return asRecord(record[name]) ?? asRecord(record.data) ?? value;
    }),
    schema,
  );
}

const ITEM_KEYS = ['data', 'items', 'results', 'records', 'entries'];

export interface Page {
  items: unknown[];
  /** What to request next: a path or URL, or query changes on the same path. */
  next?: { url: string } | { query: Record<string, string> };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
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

export interface PagesRead<T> {
  /** Every item read so far, in the service's order. */
  items: T[];
  pages: number;
  /** No page is left to read (or `truncated`). */
  done: boolean;
  /** The service had more pages than the app follows (MAX_PAGES, or `maxPages`). */
  truncated: boolean;
}

export interface PagesOptions<T> extends RequestOptions {
  /** Called after every page with everything read so far (the same array, growing). */
  onPage?: (read: PagesRead<T>) => void;
  /** Stop after this many pages (default MAX_PAGES); more pages left → `truncated`. */
  maxPages?: number;
}

/** Reads the pages of a list one after another, parsing each item with `itemSchema`. */
export async function readPages<S extends z.ZodMiniType>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: PagesOptions<z.output<S>> = {},
): Promise<PagesRead<z.output<S>>> {
  const { onPage, maxPages = MAX_PAGES, ...requestOptions } = options;
  const read: PagesRead<z.output<S>> = { items: [], pages: 0, done: false, truncated: false };
  const seen = new Set<string>();
  let request: { path: string; query: RequestOptions['query'] } = { path, query: requestOptions.query };
  for (;;) {
    const key = `${request.path}?${JSON.stringify(request.query ?? {})}`;
    if (seen.has(key)) break; // a server that repeats its cursor would loop forever
    seen.add(key);
    const body = await readJson(await apiFetch(request.path, { ...requestOptions, query: request.query }));
    const { items: raw, next } = readPage(body, resourceName);
    read.items.push(...parseWith(z.array(itemSchema), raw, `GET ${path}`));
    read.pages += 1;
    if (!next || raw.length === 0) break;
    if (read.pages >= maxPages) {
      read.truncated = true;
      break;
    }
    request =
      'url' in next
        ? { path: next.url, query: undefined }
        : { path, query: { ...requestOptions.query, ...next.query } };
    onPage?.(read);
  }
  read.done = true;
  onPage?.(read);
  return read;
}

/** Fetches every page of a list and parses each item with `itemSchema`. */
export async function fetchAllPages<S extends z.ZodMiniType>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: PagesOptions<z.output<S>> = {},
): Promise<z.output<S>[]> {
  return (await readPages(itemSchema, path, resourceName, options)).items;
}
