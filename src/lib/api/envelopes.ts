// Lists, whatever their shape (page-shapes.ts reads one page: its items and where the next one
// is). Pagination is followed to the end, so no list is silently cut at page one; only pages on
// the service's origin under the Base URL's path are read, and a page seen before ends the list.
import { serviceUrl } from '@/config/settings';
import { z } from '@/lib/zod';
import { apiFetch, parseWith, readJson, type RequestOptions } from './client';
import { appendUnique, nextPageUrl, readPage } from './page-shapes';

export { readPage, type Page } from './page-shapes';

const MAX_PAGES = 500;

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

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Fetches every page of a list and parses each item with `itemSchema`. */
export async function fetchAllPages<S extends z.ZodMiniType>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: RequestOptions = {},
): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  const base = serviceUrl('/');
  let url = serviceUrl(path);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    seen.add(url.href);
    const response = await apiFetch(url.href, { ...options, query: undefined });
    const { items: raw, next } = readPage(await readJson(response), resourceName, response.headers);
    appendUnique(items, parseWith(z.array(itemSchema), raw, `GET ${path}`), ids);
    if (!next || raw.length === 0) return items;
    const nextUrl = nextPageUrl(url, next, base);
    // Elsewhere, or a page read before (a server that repeats its cursor would loop forever).
    if (!nextUrl || seen.has(nextUrl.href)) return items;
    url = nextUrl;
  }
  return items;
}
