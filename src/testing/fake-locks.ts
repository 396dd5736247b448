// Test helper: an in-memory Web Locks, one holder per name, waiting requests granted in order.
// Returns the names requested, as navigator.locks.query() would show them to any script.
export function installFakeLocks(): Set<string> {
  const names = new Set<string>();
  const queues = new Map<string, { grant: () => void; signal?: AbortSignal }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter) waiter.grant();
  };
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      names.add(name);
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held.add(name);
          void callback().finally(() => {
            held.delete(name);
            resolve();
            next(name);
          });
        };
        options.signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          const index = queue.findIndex((w) => w.grant === grant);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (!held.has(name)) grant();
        else queues.set(name, [...(queues.get(name) ?? []), { grant }]);
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return names;
}
