// While the event stream is not live the board re-reads the list itself: soon at first (the
// stream is usually back in seconds), then less and less often, up to twice a minute.
export function listRefetchDelay(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, attempt));
}
