import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createSimulator, listen } from '../server.ts';
import { isLoopback } from '../control/loopback.ts';
import { DEMO_KEY, startService, WF_MAIN, type TestService } from './harness.ts';
import { arr, at, str } from './json.ts';

describe('control endpoints', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('flat');
  });
  afterAll(() => svc.close());

  it('serves loopback clients only', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:192.168.1.2', '128.0.0.1', 'fe80::1', undefined])
      expect(isLoopback(a)).toBe(false);
  });

  it('resets to the fixture, sets job states with an event, and bulk-creates jobs', async () => {
    const job = str((await svc.api('POST', '/v1/jobs', { body: { message: 'reset me' } })).body, 'id');
    const stream = await svc.events();
    const set = await svc.control(`jobs/${job}/state`, {
      state: 'failed',
      failure_reason: 'because',
      title: 'Forced',
    });
    expect(set.body).toMatchObject({ state: 'failed', failure_reason: 'because', title: 'Forced' });
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.frames.some((f) => JSON.parse(f.data).state === 'failed')).toBe(true);
    await svc.api('PATCH', `/v1/workflows/${WF_MAIN}/input`, { body: { input: { title: 't' }, version: 1 } });
    await svc.control('reset', {});
    const dump = (await svc.control('dump')).body;
    expect([arr(dump, 'jobs').length, arr(dump, 'sessions').length]).toEqual([0, 0]);
    expect(at(arr(dump, 'workflows')[0], 'version')).toBe(1);
    const bulk = await svc.control('jobs/bulk', { count: 3, state: 'backlog' });
    expect(arr(bulk.body, 'ids')).toHaveLength(3);
    expect((await svc.control('jobs/bulk', { count: 0 })).status).toBe(400);
  });

  it('answers 404 to control paths when control is off, and leaves other paths to the host', async () => {
    const sim = await createSimulator({ speed: 20 });
    const { url, server } = await listen(sim, { port: 0 });
    const reset = await fetch(`${url}/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(404);
    const fakeReq = { url: '/index.html' } as Parameters<typeof sim.handle>[0];
    const fakeRes = {} as Parameters<typeof sim.handle>[1];
    expect(sim.handle(fakeReq, fakeRes)).toBe(false);
    await sim.close();
    server.close();
  });

  it('allows cross-origin calls with a preflight that admits Authorization', async () => {
    const pre = await fetch(`${svc.url}/v1/jobs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    const get = await svc.api('GET', '/v1/jobs', { headers: { Origin: 'https://app.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    const denied = await svc.api('GET', '/v1/jobs', {
      key: null,
      headers: { Origin: 'https://app.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('still answers over keep-alive after close() with 503 rather than hanging', async () => {
    const sim = await createSimulator({ speed: 20 });
    const { url, server } = await listen(sim, { port: 0 });
    await sim.close();
    const status = await new Promise<number>((resolve) =>
      request(`${url}/v1/jobs`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).end(),
    );
    expect(status).toBe(503);
    server.close();
  });
});

describe('latency control', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('flat');
  });
  afterAll(() => svc.close());

  const timed = async (key: string) => {
    const started = performance.now();
    const reply = await svc.api('GET', '/v1/jobs', { key });
    expect(reply.status).toBe(200);
    return performance.now() - started;
  };

  it("delays one key's answers and leaves the others alone", async () => {
    expect((await svc.control('latency', { ms: -1 })).status).toBe(400);
    await svc.control('latency', { ms: 300, key: 'aws_demo_slow' });
    // A timer never fires early; the ratio is within one run, against the fastest of three
    // undelayed answers (a busy machine only ever adds time).
    const slow = await timed('aws_demo_slow');
    const fast = Math.min(
      await timed('aws_demo_key'),
      await timed('aws_demo_key'),
      await timed('aws_demo_key'),
    );
    expect(slow).toBeGreaterThanOrEqual(300);
    expect(slow).toBeGreaterThan(fast * 2);
    await svc.control('latency', { ms: 0, key: 'aws_demo_slow' });
  });

  // A minute's delay left in place would outlast the test's time-out: answering at all is the proof.
  it('holds answers until ms 0 or reset releases them, also those already waiting', async () => {
    await svc.control('latency', { ms: 60_000, key: 'aws_demo_slow' });
    const held = timed('aws_demo_slow');
    let answered = false;
    void held.then(() => (answered = true));
    await timed('aws_demo_key'); // the simulator has taken in the held request by now
    expect(answered).toBe(false);
    await svc.control('latency', { ms: 0, key: 'aws_demo_slow' });
    await held;
    await svc.control('latency', { ms: 60_000 });
    const heldToo = timed('aws_demo_key');
    await svc.control('reset', {});
    await heldToo;
  });
});

describe('misbehaviour switches', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService('flat');
  });
  afterAll(() => svc.close());

  const FLAPPING = 'aws_flapping_key';
  const CACHED = 'aws_demo_cached';

  it("flapping-streams: one key's streams are accepted, sent one comment and closed at once", async () => {
    expect((await svc.control('flapping-streams', { on: 'yes' })).status).toBe(400);
    await svc.control('flapping-streams', { on: true, key: FLAPPING });
    const flapped = await svc.api('GET', '/v1/events', { key: FLAPPING });
    expect(flapped.status).toBe(200);
    expect(flapped.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(flapped.body).toBe(':\n\n'); // the whole body: the line has ended
    // Another key's stream is as usual, and stays open.
    const other = await svc.events(DEMO_KEY);
    expect(at((await svc.control('streams')).body, 'keys')).toMatchObject({ [DEMO_KEY]: 1 });
    other.close();
    await svc.control('flapping-streams', { on: false, key: FLAPPING });
    await svc.events(FLAPPING);
    expect(at((await svc.control('streams')).body, 'keys')).toMatchObject({ [FLAPPING]: 1 });
  });

  it("cacheable-reads: one key's reads say private, max-age=60; every other answer no-store", async () => {
    const cacheControl = async (method: string, path: string, key: string) =>
      (
        await svc.api(method, path, { key, body: method === 'POST' ? { message: 'x' } : undefined })
      ).headers.get('cache-control');
    expect(await cacheControl('GET', '/v1/jobs', CACHED)).toBe('no-store');
    await svc.control('cacheable-reads', { on: true, key: CACHED });
    expect(await cacheControl('GET', '/v1/jobs', CACHED)).toBe('private, max-age=60');
    expect(await cacheControl('GET', '/v1/jobs', DEMO_KEY)).toBe('no-store');
    expect(await cacheControl('POST', '/v1/jobs', CACHED)).toBe('no-store'); // a refusal (no jobs:write)
    await svc.control('reset', {});
    expect(await cacheControl('GET', '/v1/jobs', CACHED)).toBe('no-store');
  });
});
