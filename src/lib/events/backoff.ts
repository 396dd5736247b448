// Reconnect delays: exponential from about 0.5 s up to 30 s, with full jitter so many tabs or
// clients do not reconnect in step. A server's `retry:` is the least wait.

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** The server's `retry:` value, if it sent one. */
  serverRetryMs?: number;
  random?: () => number;
}

export function reconnectDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 500;
  const max = options.maxMs ?? 30_000;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt));
  const random = options.random ?? Math.random;
  // Half fixed, half random: never a zero delay, never in lock-step. The server's retry: comes on top.
  return Math.round((options.serverRetryMs ?? 0) + ceiling / 2 + random() * (ceiling / 2));
}

/**
 * A line that closes at once may open this many times a minute, whatever the backoff says. Three,
 * so that its re-reads stay at three a minute too: with re-reads folded into 10 s windows
 * (coalesce-rereads.ts), a fourth in one minute would need a fourth open the cap does not allow.
 */
export const MAX_SHORT_LIVED_CONNECTS = 3;
const CONNECT_WINDOW_MS = 60_000;

/**
 * Counts the opens of lines that did not prove themselves (no frame, not up for long): past
 * MAX_SHORT_LIVED_CONNECTS in a minute, the next one waits until the oldest leaves the minute. A
 * proxy that accepts the stream and closes it at once would otherwise cost a re-read per open.
 */
export function createConnectLimiter(now: () => number = Date.now) {
  let recent: number[] = [];
  return {
    /** A line opened now (connection.ts records opens, not requests that failed). */
    record() {
      recent.push(now());
    },
    /** The line proved itself: its earlier connects no longer count against it. */
    reset() {
      recent = [];
    },
    /** How long the next connect must wait (0: it may go now). */
    waitMs(): number {
      const at = now();
      recent = recent.filter((time) => at - time < CONNECT_WINDOW_MS);
      if (recent.length < MAX_SHORT_LIVED_CONNECTS) return 0;
      const oldest = recent[recent.length - MAX_SHORT_LIVED_CONNECTS] ?? at;
      return Math.max(0, oldest + CONNECT_WINDOW_MS - at);
    },
  };
}
