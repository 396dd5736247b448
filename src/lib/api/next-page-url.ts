// Where a list's next page is read, and the boundary it must stay inside: the service's origin,
// under the Base URL's path. A link that crosses it is never read and never gets the key.
import type { NextPage } from './page-shapes';

/**
 * Where to read the next page, as an absolute URL, or undefined when it cannot be read here. A
 * URL is read only when it stays on the service's origin and under the Base URL's path: a page
 * elsewhere is never read, let alone merged into the list, and never gets the key. Behind a
 * gateway that mounts the service under a path (`https://host/gw/agents`), the service's own
 * server-relative links (`/v1/jobs?cursor=…`) are read under that path; a link that still cannot
 * be followed gives way to the query fallback, applied to the URL we requested ourselves.
 */
export function nextPageUrl(current: URL, next: NextPage, base: URL): URL | undefined {
  const basePath = base.pathname.replace(/\/+$/, '');
  const candidates: URL[] = [];
  if (next.url !== undefined) {
    const resolved = urlOrUndefined(next.url, current);
    if (resolved) candidates.push(resolved);
    if (basePath !== '' && /^\/v1\//.test(next.url)) {
      const underBase = urlOrUndefined(`${basePath}${next.url}`, base);
      if (underBase) candidates.push(underBase);
    }
  }
  if (next.query) {
    const url = new URL(current);
    for (const [key, value] of Object.entries(next.query)) url.searchParams.set(key, value);
    candidates.push(url);
  }
  const url = candidates.find((candidate) => isUnderBase(candidate, base, basePath));
  if (url) url.hash = '';
  return url;
}

function urlOrUndefined(text: string, against: URL): URL | undefined {
  try {
    return new URL(text, against);
  } catch {
    return undefined;
  }
}

/** An escaped `/` or `\`: the URL parser keeps it in one segment, a gateway may decode it to climb out. */
const ESCAPED_SEPARATOR = /%2f|%5c/i;

function isUnderBase(url: URL, base: URL, basePath: string): boolean {
  if (url.origin !== base.origin) return false;
  // The origin leaves out a user name, which fetch refuses outright: the fallback is read instead.
  if (url.username !== '' || url.password !== '' || ESCAPED_SEPARATOR.test(url.pathname)) return false;
  return basePath === '' || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}
