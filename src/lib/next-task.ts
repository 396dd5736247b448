// The next task, as soon as the thread is free: a MessageChannel message, which neither the 4 ms
// clamp of nested timers nor a hidden tab's timer throttling delays.

/** Runs `run` once, in a later task; returns a cancel. */
export function nextTask(run: () => void): () => void {
  if (typeof MessageChannel !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Runs `run` once the browser is idle after the first paint's work (a requestIdleCallback, at most
 * `timeout` ms late), or in the next task where there is none; returns a cancel. For code a first
 * paint does not need: it is fetched after the screen, not before it.
 */
export function whenIdle(run: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback !== 'function') return nextTask(run);
  const handle = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(handle);
}
