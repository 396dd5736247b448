// Which addresses untrusted markdown may point at. Links: only http(s) and mailto, so no
// `javascript:`, `data:` or `vbscript:` can run. Images: only http(s), and even those are not
// fetched until the person asks (a remote image is a beacon that tells its owner who read it).

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

function parseAbsolute(value: string): URL | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:");
  // the URL parser does the same, so what we check is what a browser would follow.
  try {
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

/** The link target to use, or undefined when the link must not be followable. */
export function safeLinkHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = parseAbsolute(value);
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

/** The image address that may be loaded on request, or undefined when it never may. */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = parseAbsolute(value);
  return url && IMAGE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}
