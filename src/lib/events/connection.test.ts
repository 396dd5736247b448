import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from './connection';
import { recordConnection as recorder } from '@/testing/record-connection';

/** A response whose body the test writes chunk by chunk. */
function controllableResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

// Where nothing may happen for a while, the clock is fake and moved past the while: no test sleeps.
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('openEventStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('parses split chunks, comments, named events and ignores odd frames', async () => {
    const line = controllableResponse();
    const { events, callbacks } = recorder();
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl: async () => line.response },
      callbacks,
    );
    const huge = 'x'.repeat(200_000);
    line.write(': hello\n\n');
    line.write('data: {"type":"job.state_');
    line.write('changed","job_id":"j1","state":"done"}\n\n');
    line.write('event: session.settled\ndata: {"session_id":"s1"}\n\n');
    line.write('data: not json\n\ndata: {"no":"type"}\n\n');
    line.write(`data: {"type":"big","blob":"${huge}"}\n\n`);
    line.write('data: {"type":"job.state_changed",\r\ndata: "job_id":"j2"}\r\n\r\n');
    await vi.waitFor(() =>
      expect(events.map((e) => (e.type === 'other' ? e.name : e.type))).toEqual([
        'job.state_changed',
        'session.settled',
        'big',
        'job.state_changed',
      ]),
    );
    expect(events[3]).toEqual({ type: 'job.state_changed', jobId: 'j2', state: undefined });
    connection.stop();
  });

  it('sends the key as a bearer header, never in the URL', async () => {
    const fetchImpl = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => controllableResponse().response,
    );
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'secret-key', fetchImpl },
      recorder().callbacks,
    );
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url instanceof Request ? url.url : url?.toString()).toBe('http://svc.test/v1/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-key');
    connection.stop();
  });

  it.each([401, 403])('stops with "No access" on %i and does not retry', async (status) => {
    fakeClock();
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ error: 'nope' }), { status }));
    const { statuses, callbacks } = recorder();
    const connection = openEventStream({ baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl }, callbacks);
    await vi.waitFor(() => expect(statuses).toContain('No access'));
    // Longer than the longest backoff.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('reconnects after the line ends, and reports the second open as a reconnect', async () => {
    const first = controllableResponse();
    const second = controllableResponse();
    const responses = [first.response, second.response];
    const { opens, statuses, callbacks } = recorder();
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 0,
        fetchImpl: async () => responses.shift() ?? controllableResponse().response,
      },
      callbacks,
    );
    await vi.waitFor(() => expect(opens).toEqual([false]));
    first.close();
    await vi.waitFor(() => expect(statuses).toContain('Reconnecting'));
    await vi.waitFor(() => expect(opens).toEqual([false, true]));
    expect(statuses.at(-1)).toBe('Live');
    connection.stop();
  });

  it('keeps retrying on 5xx and network errors', async () => {
    let calls = 0;
    const fetchImpl = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('network down');
      if (calls === 2) return new Response('bad gateway', { status: 502 });
      return controllableResponse().response;
    });
    const { opens, statuses, callbacks } = recorder();
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'k', random: () => 0, fetchImpl },
      callbacks,
    );
    await vi.waitFor(() => expect(opens).toEqual([false]), { timeout: 3000 });
    expect(calls).toBe(3);
    // No answer at all before the line ever opened: Offline (navigator.onLine is not to be
    // trusted); an answer that is an error: still Connecting.
    expect(statuses).toEqual(['Offline', 'Connecting', 'Live']);
    connection.stop();
  });

  it('treats a silent line as dead (heartbeats keep it alive)', async () => {
    fakeClock();
    const lines = [controllableResponse(), controllableResponse()];
    const { opens, callbacks } = recorder();
    const queue = [...lines];
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 0,
        silenceTimeoutMs: 300,
        fetchImpl: async () => queue.shift()?.response ?? controllableResponse().response,
      },
      callbacks,
    );
    await vi.waitFor(() => expect(opens).toEqual([false]));
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(150);
      lines[0]?.write(': heartbeat\n\n');
    }
    expect(opens).toEqual([false]);
    await vi.waitFor(() => expect(opens).toEqual([false, true]), { timeout: 2000 });
    connection.stop();
  });

  it('keeps one line open when reconnectNow() ends an attempt still waiting for its answer', async () => {
    // The first attempt hangs until it is aborted (a wake-up reconnect lands mid-fetch); its
    // failure must not schedule a retry beside the line that replaced it.
    const open = new Set<AbortSignal>();
    let calls = 0;
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
      calls += 1;
      const signal = init?.signal ?? undefined;
      if (calls === 1)
        return new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      if (signal) {
        open.add(signal);
        signal.addEventListener('abort', () => open.delete(signal));
      }
      return controllableResponse().response;
    });
    const connection = openEventStream(
      { baseUrl: 'http://svc.test', apiKey: 'k', fetchImpl, random: () => 0 },
      recorder().callbacks,
    );
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    fakeClock();
    connection.reconnectNow();
    await vi.waitFor(() => expect(open.size).toBe(1));
    // Longer than any first retry delay (and within the open line's silence timeout): nothing else opens.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(open.size).toBe(1);
    connection.stop();
    expect(open.size).toBe(0);
  });
});
