// Lists, whatever their shape (page-shapes.ts reads one page: its items and where the next one
// is). Pagination is followed to the end, however many pages (no cap: a cap hid the jobs past it,
// a waiting one among them); only pages on the service's origin under the Base URL's path are
// read, and a page seen before ends the list. Each page is handed to `onPage` as it lands, so a
// screen can show the first page at once; a caller that asks for fewer pages (`maxPages`,
// `until`) is told the list went on (`truncated`). A later page that cannot be read (a link that
// cannot be followed and no fallback, a failed request, a page seen before) ends the read with
// what it has and says so (`cut`); only page one's failure fails the read.
import { serviceUrl } from '@/lib/storage/connection-settings';
import { asRecord } from '@/lib/as-record';
import * as v from '@/lib/valibot';
import { apiFetch, parseWith, readJson, type RequestOptions } from './client';
import { ApiError } from './errors';
import { nextPageUrl } from './next-page-url';
import { appendUnique, readPage } from './page-shapes';

/** One resource, sent bare or wrapped as `{ <name>: … }` or `{ data: … }`. */
export function singleResource<S extends v.GenericSchema>(schema: S, name: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value: unknown) => {
      const record = asRecord(value);
      if (!record || 'id' in record) return value;
      return asRecord(record[name]) ?? asRecord(record.data) ?? value;
    }),
    schema,
  );
}

export interface PagesRead<T> {
  /** Every item read so far, in the service's order. */
  items: T[];
  pages: number;
  /** No page is left to read (or `truncated`). */
  done: boolean;
  /** The service had more pages than the caller asked for (`maxPages`, `until`). */
  truncated: boolean;
  /** The service said there was a further page, and it could not be read. */
  cut: boolean;
}

interface PagesOptions<T> extends RequestOptions {
  /** Called after every page with everything read so far (the same array, growing). */
  onPage?: (read: PagesRead<T>) => void;
  /** Stop after this many pages (default: every page); more pages left → `truncated`. */
  maxPages?: number;
  /** Stop as soon as what was read answers the caller (more pages left → `truncated`). */
  until?: (items: readonly T[]) => boolean;
}

/** Reads the pages of a list one after another, parsing each item with `itemSchema`. */
export async function readPages<S extends v.GenericSchema>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: PagesOptions<v.InferOutput<S>> = {},
): Promise<PagesRead<v.InferOutput<S>>> {
  const { onPage, maxPages = Number.POSITIVE_INFINITY, until, ...requestOptions } = options;
  const read: PagesRead<v.InferOutput<S>> = {
    items: [],
    pages: 0,
    done: false,
    truncated: false,
    cut: false,
  };
  const base = serviceUrl('/');
  let url = serviceUrl(path);
  for (const [key, value] of Object.entries(requestOptions.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (;;) {
    seen.add(url.href);
    let page: { raw: unknown[]; next: ReturnType<typeof readPage>['next'] };
    try {
      const response = await apiFetch(url.href, { ...requestOptions, query: undefined });
      const { items: raw, next } = readPage(await readJson(response, 'page'), resourceName, response.headers);
      appendUnique(read.items, parseWith(v.array(itemSchema), raw, `GET ${path}`), ids);
      page = { raw, next };
    } catch (error) {
      // Page one's failure is the list's; a later one keeps what was read and says so.
      if (read.pages === 0 || (error instanceof ApiError && error.kind === 'aborted')) throw error;
      if (requestOptions.signal?.aborted) throw error;
      read.cut = true;
      break;
    }
    read.pages += 1;
    if (!page.next || page.raw.length === 0) break;
    const nextUrl = nextPageUrl(url, page.next, base);
    // Elsewhere with no fallback, or a page read before (a repeated cursor would loop forever).
    if (!nextUrl || seen.has(nextUrl.href)) {
      read.cut = true;
      break;
    }
    if (read.pages >= maxPages || until?.(read.items)) {
      read.truncated = true;
      break;
    }
    url = nextUrl;
    onPage?.(read);
  }
  read.done = true;
  onPage?.(read);
  return read;
}

/** Fetches every page of a list and parses each item with `itemSchema`. */
export async function fetchAllPages<S extends v.GenericSchema>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: PagesOptions<v.InferOutput<S>> = {},
): Promise<v.InferOutput<S>[]> {
  return (await readPages(itemSchema, path, resourceName, options)).items;
}
