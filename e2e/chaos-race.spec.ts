// A targeted fault found by the chaos journey: a re-read of the job list that is slow on the wire
// must not put back older data over a newer state that an event frame brought meanwhile.
import { expect, test, type Request } from '@playwright/test';
import { SimClient } from '../bench/sim-client.ts';
import { startStack } from '../bench/stack.ts';

test('a slow list re-read that lands after a newer frame does not bring the old state back', async ({
  browser,
}) => {
  const stack = await startStack({ dialect: 'flat', speed: 4 });
  const sim = new SimClient(stack.directUrl);
  const context = await browser.newContext({ baseURL: stack.appUrl });
  try {
    const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', { count: 3, state: 'backlog' });
    const page = await context.newPage();
    const status = page.getByRole('status', { name: 'Event stream' });
    await page.goto('/jobs');
    await expect(status).toHaveText('Live');
    const board = page.getByRole('region', { name: 'Jobs board' });

    // The cut makes the app re-read the list on reconnect; that answer crawls in over ~2 s.
    // The app may cancel that stale read (a frame arrived meanwhile), so it settles either way.
    const slowListSettled = new Promise<void>((resolve) => {
      const settled = (request: Request) => {
        if (new URL(request.url()).pathname === '/v1/jobs' && request.method() === 'GET') resolve();
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
    });
    stack.proxy.arm({
      kind: 'drip-next',
      count: 1,
      ms: 4_000,
      bytes: 24,
      everyMs: 40,
      match: { path: '/v1/jobs', method: 'GET' },
    });
    stack.proxy.arm({ kind: 'cut', graceMs: 0 });
    await expect.poll(() => stack.proxy.stats().applied['drip'] ?? 0).toBe(1);
    await expect(status).toHaveText('Live');

    // A change after the re-read started: its frame arrives long before the slow answer does.
    await sim.control(`jobs/${ids[0]}/state`, { state: 'failed', title: 'Newer than the re-read' });
    const card = board
      .getByRole('region', { name: 'Failed', exact: true })
      .getByRole('link', { name: /^Newer than the re-read/ });
    await expect(card).toBeVisible();
    await slowListSettled;

    // The slow answer was taken before the change; it must not win over the newer frame.
    await expect(card).toBeVisible();
    await expect(board.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link')).toHaveCount(
      2,
    );
  } finally {
    await context.close();
    await stack.stop();
  }
});
