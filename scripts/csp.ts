// The Content-Security-Policy of the built app. No inline or eval'd script; images only from this
// origin, blob: and data: (nothing an agent writes can beacon out through an image); connections
// to this origin, https services and loopback (so the Base URL setting works). Sandboxed artifact
// previews are srcdoc frames, which inherit this policy.
import type { Plugin } from 'vite';

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** The policy as a header value; `frame-ancestors` only works as a header, not in a meta tag. */
export function contentSecurityPolicy({ header }: { header: boolean }): string {
  const directives = { ...DIRECTIVES, ...(header ? { 'frame-ancestors': ["'none'"] } : {}) };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Adds the policy as a meta tag to the built index.html, for static hosts that send no headers. */
export function cspPlugin(): Plugin {
  return {
    name: 'agent-console-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ header: false }) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
