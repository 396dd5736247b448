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
