// The /v1 pipeline, in the order a refusal is decided: CORS and preflight, route (404/405), key
// (401), scope (403), ids (404), then the handler, which parses its whole body before it changes
// anything. Every error leaves as JSON in the dialect's shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../service-context.ts';
import { applyCors, answerPreflight } from './cors.ts';
import { authenticate, requireScope } from './auth.ts';
import { findRoute, normaliseIds, type Route } from './router.ts';
import { sendError } from './respond.ts';
import { CACHEABLE } from '../control/switches.ts';
import { sessionRoutes } from '../routes/sessions.ts';
import { jobRoutes } from '../routes/jobs.ts';
import { fileRoutes } from '../routes/files.ts';
import { workflowRoutes } from '../routes/workflows.ts';
import { eventRoutes } from '../routes/events.ts';

const API_ROUTES: readonly Route[] = [
  ...sessionRoutes,
  ...jobRoutes,
  ...fileRoutes,
  ...workflowRoutes,
  ...eventRoutes,
];

export async function handleApi(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  applyCors(res);
  if (answerPreflight(req, res)) return;
  try {
    const { route, params } = findRoute(API_ROUTES, req.method ?? 'GET', url.pathname);
    const { account, key } = authenticate(req, ctx.rt.store);
    // sendJson keeps a Cache-Control set here in place of its no-store.
    if (req.method === 'GET' && ctx.switches.isOn('cacheable-reads', key.key))
      res.setHeader('Cache-Control', CACHEABLE);
    requireScope(key, route.scope);
    await route.handle({ req, res, url, params: normaliseIds(params), account, key, ctx });
  } catch (error) {
    sendError(res, ctx.rt.dialect, error);
  }
}
