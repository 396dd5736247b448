// The simulator behind a gateway path it knows nothing of: a proxy serves it under /gw/agents and
// strips the prefix, so the service's links stay server-relative (`/v1/jobs?…`). In every dialect
// the client (src/lib/api) reads every page of the jobs list and of a 45-message chat through the
// gateway.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { readPages } from '@/lib/api/envelopes';
import { jobSchema } from '@/lib/api/resources/job';
import * as v from '@/lib/valibot';
import { listAll } from './dialect-reader.ts';
import { DEMO_KEY, startService, type TestService } from './harness.ts';

const PREFIX = '/gw/agents';

/** A reverse proxy that mounts `target` under PREFIX and answers 404 anywhere else. */
async function gateway(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (!req.url?.startsWith(`${PREFIX}/`)) {
      res.writeHead(404).end('not behind this gateway');
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url.slice(PREFIX.length),
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${PREFIX}`, server };
}

describe.each(['flat', 'envelope', 'named', 'paged'] as const)('behind a gateway path (%s)', (dialect) => {
  let svc: TestService;
  let proxy: { url: string; server: Server };

  beforeAll(async () => {
    svc = await startService(dialect);
    proxy = await gateway(svc.url);
    expect((await svc.control('jobs/bulk', { count: 45 })).status).toBe(200);
  });
  afterAll(async () => {
    proxy.server.closeAllConnections();
    await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
    await svc.close();
  });

  it('reads every page of the jobs list and of a long chat through the gateway', async () => {
    useSettingsStore.setState({ baseUrl: proxy.url, apiKey: DEMO_KEY });
    const jobs = await readPages(jobSchema, '/v1/jobs', 'jobs');
    const direct = await listAll(svc, '/v1/jobs');
    expect(direct.length).toBeGreaterThanOrEqual(45);
    if (dialect !== 'flat') expect(jobs.pages).toBeGreaterThan(1); // flat sends one page
    expect(jobs).toMatchObject({ done: true, cut: false, truncated: false });
    expect(jobs.items).toHaveLength(direct.length);

    const sessionId = jobs.items.find((job) => job.primarySessionId)?.primarySessionId;
    expect(sessionId).toBeTruthy();
    for (let i = 2; i <= 45; i += 1)
      await svc.control(`sessions/${sessionId}/messages`, { text: `Reply ${i}` });
    const messages = await readPages(v.unknown(), `/v1/sessions/${sessionId}/messages`, 'messages');
    expect(messages).toMatchObject({ done: true, cut: false });
    expect(messages.items).toHaveLength(45);
  });
});
