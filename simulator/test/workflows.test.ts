import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/types.ts';
import { OTHER_KEY, startService, WF_MAIN, WF_NESTED, WF_TITLE_ONLY, type TestService } from './harness.ts';
import { readError } from './dialect-reader.ts';
import { at } from './json.ts';

describe.each(DIALECTS)('workflows (%s)', (dialect) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService(dialect);
  });
  beforeEach(async () => {
    await svc.control('reset', {});
  });
  afterAll(() => svc.close());
  const state = async (id = WF_MAIN, key?: string) =>
    (await svc.api('GET', `/v1/workflows/${id}/state`, key ? { key } : {})).body;
  const patch = (body: unknown, id = WF_MAIN, key?: string) =>
    svc.api('PATCH', `/v1/workflows/${id}/input`, { body, ...(key ? { key } : {}) });

  it('reads input, the caller’s own ui, version and ui_version', async () => {
    const mine = await state();
    const theirs = await state(WF_MAIN, OTHER_KEY);
    expect(mine).toMatchObject({ version: 1, ui_version: 1, ui: { collapsed: ['settings'], tab: 'input' } });
    expect(theirs).toMatchObject({ version: 1, ui: { collapsed: [], tab: 'history' } });
    expect(at(mine, 'input')).toEqual(at(theirs, 'input'));
    expect(at(await state(WF_NESTED, OTHER_KEY), 'ui')).toEqual({});
  });

  it('merges per path: absent keys kept, null removes, version + 1 per write, ui untouched', async () => {
    const r = await patch({
      input: { title: 'Q4', settings: { notify: null, channels: { slack: true } } },
      version: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ version: 2, ui_version: 1, ui: { tab: 'input' } });
    expect(at(r.body, 'input')).toEqual({
      title: 'Q4',
      settings: { threshold: 3, channels: { email: true, slack: true } },
      tags: ['launch', 'q3'],
      owner: 'ops-team',
      scratch: {},
    });
    expect(at((await patch({ input: { tags: ['a'] }, version: 2 })).body, 'version')).toBe(3);
    expect(at(await state(WF_MAIN, OTHER_KEY), 'ui')).toEqual({ collapsed: [], tab: 'history' });
  });

  it('refuses an undeclared path with 400 naming it, leaving state untouched, even beside valid paths', async () => {
    const before = await state();
    for (const [body, path] of [
      [{ input: { secret: 1 }, version: 1 }, 'input.secret'],
      [{ input: { title: 'ok', owner: null }, version: 1 }, 'input.owner'],
      [{ input: { settings: { window: '1m' } }, version: 1 }, 'input.settings.window'],
      [{ input: { settings: null }, version: 1 }, 'input.settings'],
    ] as const) {
      const id = path === 'input.secret' || path === 'input.owner' ? WF_MAIN : WF_NESTED;
      const r = await patch(body, id);
      expect(r.status).toBe(400);
      const err = readError(dialect, r);
      expect(err.path).toBe(path);
      expect(err.message).toContain(path);
    }
    expect(await state()).toEqual(before);
    expect(
      at((await patch({ input: { settings: { threshold: 9 } }, version: 1 }, WF_NESTED)).body, 'input'),
    ).toEqual({ title: 'Alerting rules', settings: { threshold: 9, window: '5m' }, scratch: {} });
  });

  it('always lets input.scratch be written, however deep', async () => {
    // Raw JSON: a "__proto__" key must stay an ordinary key, never reach an object's prototype.
    const raw = '{"input":{"scratch":{"notes":null,"deep":{"a":[1,2],"__proto__":{"x":1}}}},"version":1}';
    const r = await svc.api('PATCH', `/v1/workflows/${WF_TITLE_ONLY}/input`, {
      raw,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(200);
    const text = JSON.stringify(at(r.body, 'input', 'scratch'));
    expect(text).toBe('{"deep":{"a":[1,2],"__proto__":{"x":1}}}');
  });

  it('re-applies a stale write on the live value, so another writer’s edit to another path survives', async () => {
    await svc.control(`workflows/${WF_MAIN}/patch`, { input: { tags: ['theirs'] } });
    const r = await patch({ input: { title: 'mine' }, version: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ version: 3, input: { title: 'mine', tags: ['theirs'] } });
  });

  it('answers 409 only while every compare-and-swap retry loses, changing nothing', async () => {
    await svc.control(`workflows/${WF_MAIN}/contention`, { on: true });
    const r = await patch({ input: { title: 'x' }, version: 1 });
    expect(r.status).toBe(409);
    expect(readError(dialect, r).message).toMatch(/compare-and-swap/);
    expect(await state()).toMatchObject({ version: 1, input: { title: 'Q3 launch plan' } });
    await svc.control(`workflows/${WF_MAIN}/contention`, { on: false });
    expect((await patch({ input: { title: 'x' }, version: 1 })).status).toBe(200);
  });

  it('refuses a missing or invalid version and a non-object input with 400', async () => {
    for (const body of [
      { input: { title: 'x' } },
      { input: { title: 'x' }, version: '1' },
      { input: { title: 'x' }, version: 1.5 },
      { input: { title: 'x' }, version: 99 },
      { input: ['x'], version: 1 },
      { input: null, version: 1 },
      { version: 1 },
      [1],
    ]) {
      const r = await patch(body);
      expect(r.status).toBe(400);
      expect(readError(dialect, r).message.length).toBeGreaterThan(5);
    }
    expect(at(await state(), 'version')).toBe(1);
    expect((await svc.api('GET', '/v1/workflows/66666666-6666-4666-8666-666666666666/state')).status).toBe(
      404,
    );
  });
});
