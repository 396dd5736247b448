import type { Route } from '../http/router.ts';
import { flap } from '../events/hub.ts';

// Last-Event-ID is deliberately ignored: the stream does not replay.
export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/events',
    scope: 'events:read',
    handle({ req, res, account, key, ctx }) {
      if (ctx.switches.isOn('flapping-streams', key.key)) flap(res);
      else ctx.rt.hub.open(account.id, req, res, key.key);
    },
  },
];
