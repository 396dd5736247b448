// The demo account `npm start` opens on, read over real HTTP in each dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, listen, type Dialect } from '../server.ts';
import type { Server } from 'node:http';

for (const dialect of ['flat', 'envelope', 'named'] as Dialect[]) {
  describe(`demo account (${dialect})`, () => {
    let url = '';
    let server: Server;
    let close = async () => {};
    let catalog: Awaited<ReturnType<typeof createSimulator>>['demoCatalog'];
    beforeAll(async () => {
      const sim = await createSimulator({ dialect, demo: true });
      catalog = sim.demoCatalog;
      ({ url, server } = await listen(sim, { port: 0 }));
      close = async () => {
        server.close();
        await sim.close();
      };
    });
    afterAll(() => close());

    it('holds a waiting, a running, a failed and a finished job, and names workflows and a chat', async () => {
      const response = await fetch(`${url}/v1/jobs?limit=50`, {
        headers: { Authorization: 'Bearer aws_demo_key' },
      });
      const body: unknown = await response.json();
      const list = (
        Array.isArray(body)
          ? body
          : ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).jobs)
      ) as Record<string, unknown>[];
      const states = list.map((job) => job.state);
      expect(states).toEqual(expect.arrayContaining(['ambiguous', 'failed', 'done']));
      expect(states).toHaveLength(4);
      expect(list.find((job) => job.state === 'failed')?.failure_reason).toMatch(/token expired/);
      expect(catalog?.workflows.map((w) => w.name)).toEqual([
        'Q3 launch plan',
        'Weekly digest',
        'Alerting rules',
      ]);
      const chatId = catalog?.chats[0]?.id ?? '';
      const artifacts = await fetch(`${url}/v1/sessions/${chatId}/artifacts`, {
        headers: { Authorization: 'Bearer aws_demo_key' },
      });
      expect(JSON.stringify(await artifacts.json())).toContain('Revision 2');
    });
  });
}
