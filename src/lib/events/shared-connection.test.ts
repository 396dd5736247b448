// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLocks } from '@/testing/fake-locks';
import { readFrame } from './frames';
import { recordConnection as tab } from '@/testing/record-connection';
import { leaderAndFollower as twoTabs } from '@/testing/leader-and-follower';
import { streamingFetch } from '@/testing/streaming-fetch';

let lockNames = new Set<string>();

/** A leader and a follower on one stream, on a fresh module (see afterEach). */
async function leaderAndFollower() {
  const { openSharedEventStream } = await import('./shared-connection');
  return twoTabs(openSharedEventStream, lockNames);
}

describe('openSharedEventStream', () => {
  beforeEach(() => {
    lockNames = installFakeLocks();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('opens one connection for many tabs, relays frames, and hands over when the leader stops', async () => {
    const { fetchImpl, writers } = streamingFetch();
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

  it('parses relayed frames again in the follower, and takes nothing else a forger posts', async () => {
    const { follower, forger, write, stop } = await leaderAndFollower();
    const job = { id: 'evil', title: 'Injected', state: 'done', updated_at: '2026-01-01T00:00:00Z' };
    // The old relay's shape: typed events, taken as they came.
    forger.postMessage({ kind: 'events', events: [{ type: 'job.state_changed', jobId: 'evil', job }] });
    forger.postMessage({ kind: 'frames', events: [{ type: 'session.settled', sessionId: 's' }] });
    forger.postMessage({ kind: 'frames', frames: [{ data: 42 }, 'text', null] });
    forger.postMessage({ kind: 'frames', frames: [{ data: '{"type":"job.state_changed"' }] });
    forger.postMessage({ kind: 'status', status: 'Hacked' });
    forger.postMessage({ kind: 'status', status: 'Live', detail: { toString: 1 } });
    forger.postMessage({ kind: 'open', isReconnect: 'yes' });
    forger.postMessage([{ kind: 'hello' }]);
    forger.postMessage(null);
    // A well-formed frame is parsed like one from the service (an untrusted frame, no more).
    const wellFormed = JSON.stringify({ type: 'job.state_changed', job: { ...job, __proto__: { x: 1 } } });
    forger.postMessage({ kind: 'frames', frames: [{ data: wellFormed }] });
    write('data: {"type":"session.settled","session_id":"real"}\n\n');
    await vi.waitFor(() => expect(follower.events.at(-1)).toMatchObject({ sessionId: 'real' }));
    expect(follower.events).toEqual([
      readFrame({ data: wellFormed }),
      expect.objectContaining({ type: 'session.settled', sessionId: 'real' }),
    ]);
    expect(follower.statuses.every((status) => status === 'Live' || status === 'Connecting')).toBe(true);
    expect(follower.opens.every((value) => typeof value === 'boolean')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    stop();
  });
});
