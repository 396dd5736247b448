// The Content-Security-Policy of the app, built and in dev. No inline or eval'd script; images
// only from this origin, blob: and data: (nothing an agent writes can beacon out through an image);
// connections to this origin, https services and loopback (so the Base URL setting works), or only
// to the service's origin when the host knows it. Sandboxed artifact previews are srcdoc frames,
// which inherit this policy. Reasons and trade-offs: docs/decisions/004-content-security-policy.md.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // CodeMirror (the workflow editor) writes its theme into a <style> element at run time, and
  // Vite's dev server does the same for CSS. Styles cannot run script, and with img-src and
  // font-src closed a stylesheet cannot send anything out either. See decision 004.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
  // The service worker (PWA) is a same-origin script; nothing else starts a worker.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

export interface PolicyOptions {
  /** As a header: adds `frame-ancestors`, which a meta tag cannot carry. */
  header: boolean;
  /**
   * The service's origin(s), when the host knows them: connections go only there and to this
   * origin, instead of to any https service and loopback.
   */
  connectOrigins?: readonly string[];
  /** Dev server only: the exact inline scripts Vite writes into the page, allowed by hash. */
  inlineScriptHashes?: readonly string[];
  /** Dev server only: the HMR websocket's origin(s). */
  devSocketOrigins?: readonly string[];
}

/** `https://service.example/v1/` → `https://service.example`; undefined for anything not http(s). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives: Record<string, string[]> = { ...DIRECTIVES };
  if (options.connectOrigins?.length) directives['connect-src'] = ["'self'", ...options.connectOrigins];
  if (options.devSocketOrigins?.length)
    directives['connect-src'] = [...(directives['connect-src'] ?? []), ...options.devSocketOrigins];
  if (options.inlineScriptHashes?.length)
    directives['script-src'] = [
      ...(directives['script-src'] ?? []),
      ...options.inlineScriptHashes.map((hash) => `'${hash}'`),
    ];
  if (options.header) directives['frame-ancestors'] = ["'none'"];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** `sha256-…` of every inline <script> in an HTML page (the dev server's React refresh preamble). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Headers every page of the app is sent with, besides the policy. */
export const PRIVACY_HEADERS = {
  // Links in agent text must not make the browser resolve their hosts ahead of a click.
  'X-DNS-Prefetch-Control': 'off',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The dev server's policy: the build's, plus only what Vite needs in dev: the hashes of the inline
 * scripts it writes into index.html (@vitejs/plugin-react's refresh preamble) and its HMR
 * websocket on this host. Sent as a header on every response, with or without `AGENT_API_URL`.
 */
export function devPolicyMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const host = req.headers.host ?? 'localhost';
    const sockets = [`ws://${host}`, `wss://${host}`];
    const policy = (hashes: readonly string[]) =>
      contentSecurityPolicy({
        header: true,
        inlineScriptHashes: hashes,
        devSocketOrigins: sockets,
      });
    // A page's policy carries the hashes of its inline scripts, which only its body tells. A
    // revalidated page (304) has no body, and the browser would adopt the 304's policy, without
    // the hashes, and block the refresh preamble: a blank page on every reload. Pages are small in
    // dev, so a navigation is never revalidated; scripts and styles still are.
    if (String(req.headers.accept ?? '').includes('text/html')) {
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
    }
    for (const [name, value] of Object.entries(PRIVACY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy([]));
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const type = String(res.getHeader('Content-Type') ?? '');
      if (
        !res.headersSent &&
        type.includes('text/html') &&
        (typeof chunk === 'string' || chunk instanceof Buffer)
      )
        res.setHeader('Content-Security-Policy', policy(inlineScriptHashes(String(chunk))));
      return end(...args);
    }) as typeof res.end;
    next();
  };
}

/**
 * The policy in both modes. Build: a meta tag in index.html, for static hosts that send no
 * headers (scripts/serve.ts sends it as a header too). Dev: a header, see devPolicyMiddleware.
 * Both: DNS prefetching off, so a link in agent text is not resolved before anyone clicks it.
 */
export function cspPlugin(): Plugin {
  return {
    name: 'agent-console-csp',
    configureServer(server) {
      server.middlewares.use(devPolicyMiddleware());
    },
    transformIndexHtml: (_html, context) => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'x-dns-prefetch-control', content: 'off' },
        injectTo: 'head-prepend',
      },
      ...(context.server
        ? []
        : [
            {
              tag: 'meta',
              attrs: {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy({ header: false }),
              },
              injectTo: 'head-prepend' as const,
            },
          ]),
    ],
  };
}
