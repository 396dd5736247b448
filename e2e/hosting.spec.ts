// The built app served by real nginx and real Caddy with the configurations shipped in
// docs/deploy/, /v1 proxied to a simulator: the board goes Live, a chat's reply arrives over the
// unbuffered event stream, and the headers are the ones the README promises.
import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '../scripts/csp.ts';
import { createSimulator, listen, type Simulator } from '../simulator/server.ts';
import { DEMO_KEY, expect, openLive, signInBeforeLoad, test, unique } from './fixtures';
import { CADDY, NGINX, startCaddy, startNginx, unusable, type Host } from './hosting-servers';
import { replyTo, send } from './chat-helpers';

const PORT = Number(process.env.E2E_PORT_BASE ?? 4311) + 10;

test.describe.configure({ mode: 'default' });

const servers = [
  { name: 'nginx', binary: NGINX, flag: '-v', start: (service: string) => startNginx(PORT + 1, service) },
  {
    name: 'Caddy',
    binary: CADDY,
    flag: 'version',
    start: (service: string) => startCaddy(PORT + 2, PORT + 3, service),
  },
];

for (const { name, binary, flag, start } of servers) {
  test.describe(`served by ${name}`, () => {
    const why = unusable(binary, flag);
    test.skip(why !== undefined, `${name} cannot run here: ${why}`);

    let simulator: Simulator;
    let simulatorServer: Server;
    let served: Host;
    test.beforeAll(async () => {
      simulator = await createSimulator({ speed: 4 });
      const { url, server } = await listen(simulator, { port: PORT });
      simulatorServer = server;
      served = await start(url);
    });
    test.afterAll(async () => {
      await served?.stop();
      simulatorServer?.closeAllConnections();
      simulatorServer?.close();
      await simulator?.close();
    });

    test('the board goes Live and a chat reply arrives through it', async ({ page }) => {
      await signInBeforeLoad(page, DEMO_KEY);
      await openLive(page, `${served.origin}/jobs`);
      await openLive(page, `${served.origin}/chats`);
      await page.getByRole('button', { name: 'New chat', exact: true }).click();
      await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
      const text = `Hello through ${name} ${unique()}`;
      await send(page, text);
      await expect(replyTo(page, text)).toBeVisible();
    });

    test('its headers: policy, caching, precompressed files, SPA fallback, 404 for a missing file', async ({
      request,
    }) => {
      const index = await request.get(`${served.origin}/chats/some-chat`);
      expect(index.status()).toBe(200);
      expect(await index.text()).toContain('<div id="root">');
      expect(index.headers()['cache-control']).toBe('no-cache');
      expect(index.headers()['content-security-policy']).toBe(contentSecurityPolicy({ header: true }));
      expect((await request.get(`${served.origin}/sw.js`)).headers()['cache-control']).toBe('no-cache');

      const html = await index.text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      const script = await request.get(`${served.origin}${asset}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers()['content-encoding']).toBe('gzip');

      expect((await request.get(`${served.origin}/assets/gone-1234.js`)).status()).toBe(404);
      // A source map in the folder (SOURCEMAP=hidden writes them for an error tracker) is not served.
      const map = resolve('dist/assets/hidden-probe.js.map');
      writeFileSync(map, '{"version":3,"sources":["secret.ts"]}');
      try {
        expect((await request.get(`${served.origin}/assets/hidden-probe.js.map`)).status()).toBe(404);
      } finally {
        rmSync(map, { force: true });
      }
      const api = await request.get(`${served.origin}/v1/jobs`, {
        headers: { Authorization: `Bearer ${DEMO_KEY}` },
      });
      expect(api.status()).toBe(200);
    });
  });
}
