// Test-only levers (README "Control endpoints"). They act across accounts and need no key, which
// is why they exist only with --control and answer loopback clients only.
import { HttpError } from '../http/errors.ts';
import { isJsonObject } from '../domain/merge-patch.ts';
import { patchAsOtherWriter } from '../domain/workflows.ts';
import { sessionView } from '../store/views.ts';
import { SWITCHES } from './switches.ts';
import { accountOf, optionalString, requiredString, type ControlRoute } from './control-body.ts';
import { jobControlRoutes } from './job-control-routes.ts';

/** The longest agent message the control endpoint builds. */
const MAX_REPLY_CHARS = 16 * 1024 * 1024;

export const controlRoutes: ControlRoute[] = [
  {
    method: 'POST',
    pattern: '/__control/reset',
    handle(ctx) {
      ctx.rt.scheduler.cancelAll();
      ctx.chat.reset();
      ctx.rt.store.reset();
      ctx.files.clear();
      ctx.latency.clear();
      ctx.switches.clear();
      return { ok: true };
    },
  },
  {
    method: 'POST',
    pattern: '/__control/drop-streams',
    handle: (ctx) => ({ dropped: ctx.rt.hub.dropAll() }),
  },
  {
    method: 'POST',
    pattern: '/__control/latency',
    handle(ctx, _params, body) {
      const ms = body['ms'];
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 60_000)
        throw HttpError.badRequest('ms must be an integer from 0 to 60000.', { path: 'ms' });
      const key = optionalString(body, 'key');
      ctx.latency.set(ms, key);
      return { ms, key: key ?? null };
    },
  },
  ...SWITCHES.map((name): ControlRoute => ({
    method: 'POST',
    pattern: `/__control/${name}`,
    handle(ctx, _params, body) {
      const on = body['on'];
      if (typeof on !== 'boolean') throw HttpError.badRequest('on must be a boolean.', { path: 'on' });
      const key = optionalString(body, 'key');
      ctx.switches.set(name, on, key);
      return { [name]: on, key: key ?? null };
    },
  })),
  {
    method: 'POST',
    pattern: '/__control/stall-streams',
    handle: (ctx, _params, body) => ({ stalled: ctx.rt.hub.stallAll(optionalString(body, 'key')) }),
  },
  ...jobControlRoutes,
  {
    method: 'POST',
    pattern: '/__control/workflows/:workflow_id/contention',
    handle(ctx, params, body) {
      const wf = ctx.rt.store.workflows.get(params['workflow_id'] ?? '');
      if (!wf) throw HttpError.notFound('Workflow');
      if (typeof body['on'] !== 'boolean')
        throw HttpError.badRequest('on must be a boolean.', { path: 'on' });
      wf.contention = body['on'];
      return { id: wf.id, contention: wf.contention };
    },
  },
  {
    method: 'POST',
    pattern: '/__control/workflows/:workflow_id/patch',
    handle(ctx, params, body) {
      const wf = ctx.rt.store.workflows.get(params['workflow_id'] ?? '');
      if (!wf) throw HttpError.notFound('Workflow');
      const patch = body['input'];
      if (!isJsonObject(patch)) throw HttpError.badRequest('input must be a JSON object.', { path: 'input' });
      patchAsOtherWriter(wf, patch);
      return { input: wf.input, version: wf.version };
    },
  },
  {
    method: 'POST',
    pattern: '/__control/sessions/:session_id/messages',
    handle(ctx, params, body) {
      const session = ctx.rt.store.sessions.get(params['session_id'] ?? '');
      if (!session) throw HttpError.notFound('Session');
      // `repeat` builds a reply larger than a request body may be (a pasted log of megabytes).
      const repeat = body['repeat'] ?? 1;
      const text = requiredString(body, 'text');
      if (
        typeof repeat !== 'number' ||
        !Number.isInteger(repeat) ||
        repeat < 1 ||
        text.length * repeat > MAX_REPLY_CHARS
      )
        throw HttpError.badRequest(
          `repeat must be a whole number from 1, the text at most ${MAX_REPLY_CHARS} characters.`,
          {
            path: 'repeat',
          },
        );
      const message = ctx.rt.store.addMessage(session, 'assistant', text.repeat(repeat));
      ctx.rt.hub.publish(session.account_id, { type: 'session.settled', session: sessionView(session) });
      return ctx.rt.dialect.message(message);
    },
  },
  {
    // A file the agent writes into a chat by itself (a new revision of the report, or a new report):
    // as the chat agent's own artifacts go, with an `artifact.created` frame.
    method: 'POST',
    pattern: '/__control/sessions/:session_id/artifacts',
    handle(ctx, params) {
      const session = ctx.rt.store.sessions.get(params['session_id'] ?? '');
      if (!session) throw HttpError.notFound('Session');
      return ctx.chat.writeReport(session);
    },
  },
  {
    method: 'POST',
    pattern: '/__control/events',
    handle(ctx, _params, body) {
      const accountId = accountOf(ctx, body);
      const frames = body['frames'] ?? [body['frame']];
      if (!Array.isArray(frames) || frames.length === 0 || !frames.every(isJsonObject))
        throw HttpError.badRequest('frame must be a JSON object (or frames an array of them).', {
          path: 'frame',
        });
      for (const frame of frames) ctx.rt.hub.publishRaw(accountId, frame);
      return { sent: frames.length, streams: ctx.rt.hub.counts()[accountId] ?? 0 };
    },
  },
  {
    method: 'GET',
    pattern: '/__control/streams',
    handle(ctx) {
      const accounts = ctx.rt.hub.counts();
      return {
        total: Object.values(accounts).reduce((a, b) => a + b, 0),
        accounts,
        keys: ctx.rt.hub.keyCounts(),
      };
    },
  },
  {
    method: 'GET',
    pattern: '/__control/dump',
    handle(ctx) {
      const { store } = ctx.rt;
      return {
        sessions: [...store.sessions.values()],
        messages: Object.fromEntries(store.messages),
        artifacts: Object.fromEntries(store.artifacts),
        jobs: [...store.jobs.values()],
        files: [...store.files.values()].map(({ disk_path: _disk, ...file }) => file),
        workflows: [...store.workflows.values()],
      };
    },
  },
];
