// The chaos run's faults, in a fixed rotation so every kind strikes many times, and the loop that
// arms them. Request faults only strike when the app makes a matching request, so the loop counts
// what struck (from the proxy), not what it armed, and leans on stream faults while those wait.
import type { Fault, FaultProxy } from '../fault-proxy.ts';

// Reads other than the stream: a burst aimed at the stream's (re)connect is its own, single fault,
// or the app's reconnect backoff would grow until the stream is never open for the stream faults.
const GET_NOT_STREAM = { method: 'GET', excludePath: '/v1/events' };

const STREAM_FAULTS: Fault[] = [
  { kind: 'cut' },
  { kind: 'stall', ms: 1_500 },
  { kind: 'drip', ms: 2_000, bytes: 8, everyMs: 30 },
];

const REQUEST_FAULTS: Fault[] = [
  { kind: 'status', status: 502, count: 3, match: GET_NOT_STREAM },
  { kind: 'reset', count: 2, match: GET_NOT_STREAM },
  { kind: 'status', status: 502, count: 1, match: { path: '/v1/events' } },
  { kind: 'drip-next', count: 1, ms: 1_500, bytes: 64, everyMs: 20, match: GET_NOT_STREAM },
  { kind: 'reset', count: 1, phase: 'response', match: GET_NOT_STREAM },
  { kind: 'status', status: 503, count: 2, match: GET_NOT_STREAM },
];

export interface ChaosPlan {
  durationMs: number;
  intervalMs: number;
  /** Keep going past the duration (up to twice it) until this many faults struck. */
  minStruck: number;
}

export async function runFaults(proxy: FaultProxy, plan: ChaosPlan, isStopped: () => boolean = () => false) {
  const started = Date.now();
  let round = 0;
  let armed = 0;
  while (!isStopped()) {
    const elapsed = Date.now() - started;
    const struck = proxy.stats().total;
    if (elapsed >= plan.durationMs && struck >= plan.minStruck) break;
    if (elapsed >= plan.durationMs * 2) break;
    const { armed: waiting, openStreams } = proxy.stats();
    // Alternate stream and request faults; a stream fault needs an open stream, a request fault
    // needs the last ones to have struck (or they pile up and strike all at once).
    const useRequest = openStreams === 0 ? waiting.length < 3 : round % 2 === 1 && waiting.length < 2;
    if (!useRequest && openStreams === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const list = useRequest ? REQUEST_FAULTS : STREAM_FAULTS;
    const fault = list[Math.floor(round / 2) % list.length];
    if (fault) {
      proxy.arm(fault);
      armed += 1;
    }
    round += 1;
    await new Promise((resolve) => setTimeout(resolve, plan.intervalMs));
  }
  return { armed, elapsedMs: Date.now() - started, stats: proxy.stats() };
}
