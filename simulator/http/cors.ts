// Browsers on other origins may call /v1 directly. The key travels in Authorization (never a
// cookie), so `*` is safe and the header must be allowed explicitly: `*` does not cover it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function applyCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Pagination headers too (the paged dialect's Link and X-Next-Cursor), or another origin's
  // script could not read them.
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Disposition, Content-Length, WWW-Authenticate, Link, X-Next-Cursor, X-Total-Count',
  );
}

/** Answers a preflight; true when the request was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Last-Event-ID, Cache-Control',
    'Access-Control-Max-Age': '600',
    'Content-Length': '0',
  });
  res.end();
  return true;
}
