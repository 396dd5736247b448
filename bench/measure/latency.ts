// Event → screen latency and requests per event. The harness changes jobs through the simulator's
// control endpoint at a fixed rate, each change stamping the job's title with "L<seq>@<send ms>";
// the page's MutationObserver notes when each stamp first reaches the DOM, and a probe on body
// chunks notes when it first arrived in the page. Send → screen is the figure; arrival → screen
// is the client's own share of it (the rest, the control call, the simulator and the network, is
// the same for every client).
import type { Browser } from '@playwright/test';
import { instrumentedPage, readProbe, untilLive, untilServiceWorkerSettled } from '../browser.ts';
import { SimClient } from '../sim-client.ts';
import type { Dialect, Stack } from '../stack.ts';
import { percentile, round } from '../stats.ts';

export interface LatencyFigures {
  client: string;
  events: number;
  shown: number;
  p50?: number;
  p95?: number;
  p99?: number;
  /** Arrival in the page → screen, where the stamp arrived in a body the page read. */
  own?: { p50?: number; p95?: number };
  requests: number;
  requestsPerEvent?: number;
  /** Rounds this client ran, alternating with the client it is compared with. */
  rounds?: number;
}

/** One round's raw figures: pooled with the client's other rounds before percentiles. */
interface LatencySamples {
  events: number;
  latencies: number[];
  own: number[];
  requests: number;
}

export interface LatencyClient {
  client: string;
  dialect: Dialect;
  path: string;
  events: number;
  jobs: number;
  /** Older jobs already on the board, so a re-read costs what it costs on a real account. */
  extraJobs?: number;
  /** Waits after the last event for the slowest client to catch up (the poller: 3 s). */
  tailMs?: number;
}

async function sampleLatency(
  browser: Browser,
  stack: Stack,
  options: LatencyClient & { ratePerSecond: number },
): Promise<LatencySamples> {
  const sim = new SimClient(stack.directUrl);
  if (options.extraJobs) await sim.control('jobs/bulk', { count: options.extraJobs, state: 'done' });
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', {
    count: options.jobs,
    state: 'backlog',
  });
  const page = await instrumentedPage(browser, stack.appUrl);
  try {
    await page.goto(options.path);
    await untilLive(page, 20_000);
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
    await untilServiceWorkerSettled(page);
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
    const own: number[] = [];
    for (const [seq, stamp] of sent) {
      const seen = probe.seen[String(seq)];
      const arrived = probe.arrived[String(seq)];
      if (seen !== undefined) latencies.push(seen - stamp);
      if (seen !== undefined && arrived !== undefined) own.push(seen - arrived);
    }
    return { events: options.events, latencies, own, requests };
  } finally {
    await page.context().close();
  }
}

function figures(client: string, rounds: LatencySamples[]): LatencyFigures {
  const latencies = rounds.flatMap((round) => round.latencies);
  const own = rounds.flatMap((round) => round.own);
  const events = rounds.reduce((sum, round) => sum + round.events, 0);
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  return {
    client,
    events,
    shown: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    ...(own.length > 0 ? { own: { p50: round(percentile(own, 50)), p95: round(percentile(own, 95)) } } : {}),
    requests,
    requestsPerEvent: round(requests / events, 3),
    rounds: rounds.length,
  };
}

/**
 * Runs the clients in turn, `rounds` times over (A B A B …), each round on a fresh stack so each
 * board holds only its own jobs, and pools each client's rounds. Alternating spreads the
 * machine's slow spells over every client instead of over whichever ran during one, so the ratio
 * between them is a fair one on a shared, noisy machine.
 */
export async function raceLatency(options: {
  browser: Browser;
  startStack: (dialect: Dialect) => Promise<Stack>;
  ratePerSecond: number;
  rounds: number;
  clients: LatencyClient[];
}): Promise<LatencyFigures[]> {
  const samples = options.clients.map((): LatencySamples[] => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, client] of options.clients.entries()) {
      const stack = await options.startStack(client.dialect);
      try {
        const sample = await sampleLatency(options.browser, stack, {
          ...client,
          ratePerSecond: options.ratePerSecond,
        });
        samples[index]?.push(sample);
      } finally {
        await stack.stop();
      }
    }
  }
  return options.clients.map((client, index) => {
    const result = figures(client.client, samples[index] ?? []);
    const own = result.own ? `; arrival → screen p50 ${result.own.p50} p95 ${result.own.p95}` : '';
    console.log(
      `  ${client.client}: p50 ${result.p50} p95 ${result.p95} p99 ${result.p99} ms${own}, ${result.shown}/${result.events} seen, ${result.requestsPerEvent} requests/event`,
    );
    return result;
  });
}
