import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../service-context.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/body.ts';
import { findRoute, normaliseIds } from '../http/router.ts';
import { sendError, sendJson } from '../http/respond.ts';
import { controlRoutes } from './control-routes.ts';
import { isLoopback } from './loopback.ts';
import { isJsonObject } from '../domain/merge-patch.ts';

export async function handleControl(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    if (!isLoopback(req.socket.remoteAddress))
      throw new HttpError(403, 'forbidden', 'Control endpoints answer loopback clients only.');
    const { route, params } = findRoute(controlRoutes, req.method ?? 'GET', url.pathname);
    const body = route.method === 'POST' ? await readJsonBody(req) : undefined;
    if (body !== undefined && !isJsonObject(body))
      throw HttpError.badRequest('The body must be a JSON object.');
    sendJson(res, 200, route.handle(ctx, normaliseIds(params), body ?? {}));
  } catch (error) {
    sendError(res, ctx.rt.dialect, error);
  }
}
