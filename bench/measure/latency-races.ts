// The event → screen races of `npm run bench`: the app against the client that re-reads the list
// on every frame (60 jobs, then with 1,000 older jobs), taking turns; the partial-payload dialect
// and the poller once each.
import type { Browser } from '@playwright/test';
import { BASELINE_POLL, BASELINE_REREAD } from '../baselines.ts';
import type { Dialect, Stack } from '../stack.ts';
import { raceLatency, type LatencyClient } from './latency.ts';

/** The app and its baseline take turns this many times (pooled), so noise falls on both. */
const LATENCY_ROUNDS = 2;

export async function raceAllLatency(options: {
  browser: Browser;
  startStack: (dialect: Dialect) => Promise<Stack>;
  /** Events for the app, and for each baseline (which is slower to catch up). */
  events: number;
  baselineEvents: number;
  ratePerSecond: number;
  /** Jobs on the board (besides the 1,000-job race). */
  jobs: number;
}) {
  const race = (clients: LatencyClient[], rounds = LATENCY_ROUNDS) =>
    raceLatency({
      browser: options.browser,
      rounds,
      clients,
      ratePerSecond: options.ratePerSecond,
      startStack: options.startStack,
    });
  const perRound = (events: number) => Math.ceil(events / LATENCY_ROUNDS);
  const [app, reread] = await race([
    {
      client: 'app (flat: full inline payloads)',
      dialect: 'flat',
      path: '/jobs',
      events: perRound(options.events),
      jobs: options.jobs,
    },
    {
      client: 'baseline: re-read on every event',
      dialect: 'flat',
      path: BASELINE_REREAD,
      events: perRound(options.baselineEvents),
      jobs: options.jobs,
    },
  ]);
  // Eight jobs, so every card is mounted: a partial frame's card only reaches the screen (and
  // counts as seen) once its re-read lands, and in a long column it may land below the fold.
  const [envelope, poll] = await race(
    [
      {
        client: 'app (envelope: partial payloads, 8 jobs)',
        dialect: 'envelope',
        path: '/jobs',
        events: options.events,
        jobs: 8,
      },
      {
        client: 'baseline: poll every 3 s',
        dialect: 'flat',
        path: BASELINE_POLL,
        events: options.baselineEvents,
        jobs: options.jobs,
        tailMs: 3_500,
      },
    ],
    1,
  );
  // The same race on an account with 1,000 older jobs: now a re-read costs what it costs.
  const largeJobs = 1_000;
  const [largeApp, largeReread] = await race([
    {
      client: 'app, 1,000 jobs on the board',
      dialect: 'flat',
      path: '/jobs',
      events: perRound(options.baselineEvents),
      jobs: options.jobs,
      extraJobs: largeJobs,
    },
    {
      client: 'baseline: re-read on every event, 1,000 jobs',
      dialect: 'flat',
      path: BASELINE_REREAD,
      events: perRound(options.baselineEvents),
      jobs: options.jobs,
      extraJobs: largeJobs,
    },
  ]);
  if (!app || !reread || !envelope || !poll || !largeApp || !largeReread)
    throw new Error('a latency client did not run');
  return {
    ratePerSecond: options.ratePerSecond,
    app,
    envelope,
    reread,
    poll,
    largeJobs,
    largeApp,
    largeReread,
  };
}
