import type { Route } from '../http/router.ts';

// Last-Event-ID is deliberately ignored: the stream does not replay.
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/events',
    scope: 'events:read',
    handle({ req, res, account, key, ctx }) {
      ctx.rt.hub.open(account.id, req, res, key.key);
    },
  },
];
