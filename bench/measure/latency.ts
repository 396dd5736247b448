// Event → screen latency and requests per event. The harness changes jobs through the simulator's
// control endpoint at a fixed rate, each change stamping the job's title with "L<seq>@<send ms>";
// the page's MutationObserver notes when each stamp first reaches the DOM.
import type { Browser } from '@playwright/test';
import { instrumentedPage, readProbe } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import { percentile, round } from '../stats.ts';

export interface LatencyFigures {
  client: string;
  events: number;
  shown: number;
  p50?: number;
  p95?: number;
  p99?: number;
  requests: number;
  requestsPerEvent?: number;
}

export async function measureLatency(options: {
  browser: Browser;
  appUrl: string;
  directUrl: string;
  path: string;
  client: string;
  events: number;
  ratePerSecond: number;
  jobs?: number;
  /** Older jobs already on the board, so a re-read costs what it costs on a real account. */
  extraJobs?: number;
  /** Waits after the last event for the slowest client to catch up (the poller: 3 s). */
  tailMs?: number;
}): Promise<LatencyFigures> {
  const sim = new SimClient(options.directUrl);
  if (options.extraJobs) await sim.control('jobs/bulk', { count: options.extraJobs, state: 'done' });
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', {
    count: options.jobs ?? 8,
    state: 'backlog',
  });
  const page = await instrumentedPage(options.browser, options.appUrl);
  try {
    await page.goto(options.path);
    await page
      .getByRole('status', { name: 'Event stream' })
      .filter({ hasText: 'Live' })
      .waitFor({ timeout: 20_000 });
    // Every job on the board: the app mounts only the cards in view (each list says its size);
    // the baselines render every card.
    await page.waitForFunction(
      (total) => {
        let listed = 0;
        for (const list of document.querySelectorAll('ul'))
          listed += Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0);
        return Math.max(listed, document.querySelectorAll('[data-job-card]').length) >= total;
      },
      ids.length + (options.extraJobs ?? 0),
      { timeout: 60_000, polling: 250 },
    );
    let requests = 0;
    let counting = true;
    page.on('request', (request) => {
      const url = request.url();
      if (counting && url.includes('/v1/') && !url.includes('/v1/events')) requests += 1;
    });

    const sent = new Map<number, number>();
    const calls: Promise<unknown>[] = [];
    const interval = 1_000 / options.ratePerSecond;
    const started = Date.now();
    for (let seq = 0; seq < options.events; seq++) {
      const due = started + seq * interval;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const id = ids[seq % ids.length] ?? '';
      const stamp = Date.now();
      sent.set(seq, stamp);
      calls.push(
        sim.control(`jobs/${id}/state`, {
          state: Math.floor(seq / ids.length) % 2 === 0 ? 'done' : 'backlog',
          title: `Bench job ${seq % ids.length} L${seq}@${stamp}`,
        }),
      );
    }
    await Promise.all(calls);
    await page.waitForTimeout(options.tailMs ?? 1_500);
    counting = false;
    const probe = await readProbe(page);
    const latencies: number[] = [];
    for (const [seq, stamp] of sent) {
      const seen = probe.seen[String(seq)];
      if (seen !== undefined) latencies.push(seen - stamp);
    }
    return {
      client: options.client,
      events: options.events,
      shown: latencies.length,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      requests,
      requestsPerEvent: round(requests / options.events, 3),
    };
  } finally {
    await page.context().close();
  }
}
