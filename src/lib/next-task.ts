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
