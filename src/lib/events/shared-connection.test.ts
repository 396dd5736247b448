import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordConnection as tab } from './test-recorder';

// An in-memory Web Locks: one holder per name, waiting requests granted in order.
function installFakeLocks() {
  const queues = new Map<string, { grant: () => void; signal?: AbortSignal }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter) waiter.grant();
  };
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
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
}

describe('openSharedEventStream', () => {
  beforeEach(() => installFakeLocks());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('opens one connection for many tabs, relays frames, and hands over when the leader stops', async () => {
    const writers: ((text: string) => void)[] = [];
    const fetchImpl = vi.fn(async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start: (c) => void writers.push((t) => c.enqueue(encoder.encode(t))),
      });
      return new Response(body, { status: 200 });
    });
    const { openSharedEventStream } = await import('./shared-connection');
    const options = { baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl };
    const [a, b, c] = [tab(), tab(), tab()];
    const connA = openSharedEventStream(options, a.callbacks);
    await vi.waitFor(() => expect(a.opens).toEqual([false]));
    const connB = openSharedEventStream(options, b.callbacks);
    const connC = openSharedEventStream(options, c.callbacks);
    await vi.waitFor(() => expect(b.statuses).toContain('Live'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    writers[0]?.('data: {"type":"job.state_changed","job_id":"j","state":"done"}\n\n');
    await vi.waitFor(() => expect(c.events.map((e) => e.type)).toEqual(['job.state_changed']));
    expect(b.events).toHaveLength(1);
    expect(a.events).toHaveLength(1);

    connA.stop();
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    // The new leader's first open is a reconnect for every remaining tab: they re-read.
    await vi.waitFor(() => expect([...b.opens, ...c.opens]).toContain(true));
    writers[1]?.('data: {"type":"session.settled","session_id":"s"}\n\n');
    await vi.waitFor(() => expect(b.events.at(-1)?.type).toBe('session.settled'));
    await vi.waitFor(() => expect(c.events.at(-1)?.type).toBe('session.settled'));
    connB.stop();
    connC.stop();
  });

  it('keeps tabs with different keys apart', async () => {
    const fetchImpl = vi.fn(async () => new Response(new ReadableStream(), { status: 200 }));
    const { openSharedEventStream } = await import('./shared-connection');
    const one = openSharedEventStream({ baseUrl: '', apiKey: 'k1', fetchImpl }, tab().callbacks);
    const two = openSharedEventStream({ baseUrl: '', apiKey: 'k2', fetchImpl }, tab().callbacks);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    one.stop();
    two.stop();
  });
});
