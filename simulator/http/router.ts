// A tiny path router. Path parameters named `*_id` must be UUIDs: a malformed one is answered
// like an unknown id (404), after authentication, so ids never leak more than "not found".
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Account, ApiKey, Scope } from '../store/types.ts';
import type { ServiceContext } from '../service-context.ts';
import { HttpError } from './errors.ts';

interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  account: Account;
  key: ApiKey;
  ctx: ServiceContext;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  pattern: string;
  scope: Scope;
  handle(r: ApiRequest): Promise<void> | void;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const RESOURCE_NAMES: Record<string, string> = {
  session_id: 'Session',
  job_id: 'Job',
  file_id: 'File',
  workflow_id: 'Workflow',
};

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      params[w.slice(1)] = safeDecode(g);
    } else if (w !== g) return undefined;
  }
  return params;
}

export interface RouteMatch<R> {
  route: R;
  params: Record<string, string>;
}

/** The route for method and path; throws 404 for an unknown path and 405 for a wrong method. */
export function findRoute<R extends { method: string; pattern: string }>(
  routes: readonly R[],
  method: string,
  path: string,
): RouteMatch<R> {
  const candidates = routes.flatMap((route) => {
    const params = matchPath(route.pattern, path);
    return params ? [{ route, params }] : [];
  });
  if (candidates.length === 0) throw new HttpError(404, 'not_found', `There is no endpoint at ${path}.`);
  const match = candidates.find((c) => c.route.method === method);
  if (!match) {
    const allow = candidates.map((c) => c.route.method).join(', ');
    throw new HttpError(
      405,
      'method_not_allowed',
      `${method} is not allowed on ${path}; use ${allow}.`,
      {},
      { Allow: allow },
    );
  }
  return match;
}

/** Lower-cases valid ids; a malformed id is a 404 for that resource. */
export function normaliseIds(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('_id') && !UUID_RE.test(value))
      throw HttpError.notFound(RESOURCE_NAMES[name] ?? 'Resource');
    out[name] = name.endsWith('_id') ? value.toLowerCase() : value;
  }
  return out;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not a uuid either way, so it ends as a 404
  }
}
