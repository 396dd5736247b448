// A line that flaps: a proxy accepts the stream (200) and closes it at once, for minutes. Fake
// timers run the minutes; the connects and the re-reads they cause are counted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SHORT_LIVED_CONNECTS } from './backoff';
import { coalesceRereads, REREAD_WINDOW_MS } from './coalesce-rereads';
import { openEventStream } from './connection';
import { recordConnection } from '@/testing/record-connection';

const MINUTE = 60_000;
/** An event frame (of a type the app does not know, as the service sends now and then). */
const FRAME = 'data: {"type":"kanban.card_run.settled"}\n\n';

/** A line that sends `text` (nothing by default) and closes at once. */
function closedAtOnce(text = ''): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        if (text) controller.enqueue(encoder.encode(text));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

/** A line that sends `text` and then stays open until aborted. */
function openLine(text: string, signal: AbortSignal | null | undefined): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        if (text) controller.enqueue(encoder.encode(text));
        signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

function connectsPerMinute(times: readonly number[], end: number): number[] {
  const counts: number[] = [];
  for (let start = 0; start < end; start += MINUTE)
    counts.push(times.filter((time) => time >= start && time < start + MINUTE).length);
  return counts;
}

/** The most of `times` in any one minute: not the clock's minutes, every minute from each time on. */
function mostInAnyMinute(times: readonly number[]): number {
  return Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + MINUTE).length));
}

/**
 * Runs a connection for `ms` against lines made by `line`, re-reading on every reconnect as the
 * app does (coalesced); returns when each connect and each re-read happened.
 */
async function flap(line: () => Response, ms: number, random: () => number) {
  const connects: number[] = [];
  const rereads: number[] = [];
  const coalesced = coalesceRereads(() => rereads.push(Date.now()));
  const { callbacks } = recordConnection();
  const connection = openEventStream(
    {
      baseUrl: 'http://svc.test',
      apiKey: 'k',
      random,
      fetchImpl: async () => {
        connects.push(Date.now());
        return line();
      },
    },
    {
      ...callbacks,
      onOpen: (isReconnect) => {
        if (isReconnect) coalesced.request();
      },
    },
  );
  await vi.advanceTimersByTimeAsync(ms);
  connection.stop();
  coalesced.dispose();
  return { connects, rereads };
}

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('a line that closes at once', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('opens at most the cap a minute, and its re-reads are coalesced', async () => {
    const connects: number[] = [];
    let rereads = 0;
    const coalesced = coalesceRereads(() => (rereads += 1));
    const { callbacks, opens } = recordConnection();
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 0.5,
        fetchImpl: async () => {
          connects.push(Date.now());
          return closedAtOnce();
        },
      },
      {
        ...callbacks,
        onOpen: (isReconnect) => {
          callbacks.onOpen(isReconnect);
          if (isReconnect) coalesced.request();
        },
      },
    );
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    connection.stop();
    coalesced.dispose();

    const perMinute = connectsPerMinute(connects, 5 * MINUTE);
    expect(Math.max(...perMinute)).toBeLessThanOrEqual(MAX_SHORT_LIVED_CONNECTS);
    expect(Math.min(...perMinute)).toBeGreaterThan(0); // it keeps trying
    // Every open after the first asked for a re-read; a window folds those close together.
    const asked = opens.filter(Boolean).length;
    expect(asked).toBeGreaterThan(rereads);
    expect(rereads).toBeLessThanOrEqual(Math.ceil((5 * MINUTE) / REREAD_WINDOW_MS));
  });

  // The service's own limits (issue 35): at most 6 stream requests and 3 full re-reads a minute.
  it.each([
    ['the least jitter', () => 0],
    ['half jitter', () => 0.5],
    ['the most jitter', () => 1],
    ['random jitter', seeded(35)],
  ])(
    'a heartbeat comment proves nothing: a proxy that sends `:` and closes opens and re-reads at most 3 times a minute (%s)',
    async (_name, random) => {
      const { connects, rereads } = await flap(() => closedAtOnce(':\n\n'), 10 * MINUTE, random);
      expect(mostInAnyMinute(connects)).toBe(MAX_SHORT_LIVED_CONNECTS);
      expect(MAX_SHORT_LIVED_CONNECTS).toBeLessThanOrEqual(6);
      expect(mostInAnyMinute(rereads)).toBeLessThanOrEqual(3);
      // It keeps trying, and keeps the lists fresh by its re-reads: never a minute without one.
      expect(Math.min(...connectsPerMinute(connects, 10 * MINUTE))).toBeGreaterThan(0);
      expect(Math.min(...connectsPerMinute(rereads, 10 * MINUTE).slice(1))).toBeGreaterThan(0);
    },
  );

  it('backs off across 200s that deliver nothing, and starts afresh once a frame arrives', async () => {
    const connects: number[] = [];
    let deliver = false;
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 1,
        fetchImpl: async (_url, init) => {
          connects.push(Date.now());
          return deliver ? openLine(FRAME, init?.signal) : closedAtOnce(': ok\n\n');
        },
      },
      recordConnection().callbacks,
    );
    await vi.advanceTimersByTimeAsync(8_000);
    // Backoff grows across the 200s and their comments (0.5, 1 s), not reset by each, and the cap
    // holds the fourth connect until the first leaves the minute.
    const gaps = connects.slice(1).map((time, i) => time - (connects[i] ?? 0));
    expect(gaps).toEqual([500, 1000]);

    // A line that delivers a frame has proved itself: its next break retries at the first step.
    deliver = true;
    await vi.advanceTimersByTimeAsync(MINUTE);
    const proved = connects.length;
    deliver = false;
    connection.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(connects.length).toBe(proved + 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(connects.length).toBe(proved + 2);
    connection.stop();
  });

  it('a 10 s cut in which every request fails is paced by the backoff alone: the cap counts opens', async () => {
    const connects: number[] = [];
    let cutUntil = 0;
    const { callbacks, opens } = recordConnection();
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 1, // the longest waits: 0.5, 1, 2, 4, 8, 16 s
        fetchImpl: async (_url, init) => {
          connects.push(Date.now());
          if (Date.now() < cutUntil) throw new TypeError('Failed to fetch');
          return openLine(FRAME, init?.signal);
        },
      },
      callbacks,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(opens).toEqual([false]);
    // The cut: the line breaks and every request fails for 10 s.
    cutUntil = Date.now() + 10_000;
    connection.reconnectNow();
    await vi.advanceTimersByTimeAsync(10_000);
    const failed = connects.length - 1;
    expect(failed).toBeGreaterThan(MAX_SHORT_LIVED_CONNECTS); // more than the cap, none of them open
    expect(opens).toEqual([false]);
    // The next try comes at the backoff's next step (at most 16 s), not when a minute has passed.
    await vi.advanceTimersByTimeAsync(16_000);
    expect(opens).toEqual([false, true]);
    expect((connects.at(-1) ?? 0) - (connects[1] ?? 0)).toBeLessThan(30_000);
    connection.stop();
  });

  it('a service that refuses every request for minutes gets at most 9 a minute, then 4', async () => {
    const connects: number[] = [];
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 0, // the shortest waits: 0.25, 0.5, 1 … 15 s
        fetchImpl: async () => {
          connects.push(Date.now());
          throw new TypeError('Failed to fetch');
        },
      },
      recordConnection().callbacks,
    );
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    connection.stop();
    expect(mostInAnyMinute(connects)).toBeLessThanOrEqual(9);
    expect(Math.max(...connectsPerMinute(connects, 5 * MINUTE).slice(1))).toBeLessThanOrEqual(4);
  });

  it('counts a line up for 30 s without a frame as proved', async () => {
    const connects: number[] = [];
    let quietLines = 0;
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 1,
        silenceTimeoutMs: 40_000,
        fetchImpl: async (_url, init) => {
          connects.push(Date.now());
          // Two lines close at once (backoff 0.5, 1 s), then one stays up, silent, until the
          // silence timeout ends it at 40 s: up more than 30 s, so the next retry is the first step.
          if (connects.length === 3) {
            quietLines += 1;
            return openLine('', init?.signal);
          }
          return closedAtOnce();
        },
      },
      recordConnection().callbacks,
    );
    await vi.advanceTimersByTimeAsync(3_500);
    expect(connects).toHaveLength(3);
    // To 42 s: the quiet line opened at 1.5 s, ended at 41.5 s, and the next opened 0.5 s later.
    await vi.advanceTimersByTimeAsync(42_000 - 3_500);
    expect(quietLines).toBe(1);
    expect(connects).toHaveLength(4);
    expect((connects[3] ?? 0) - (connects[2] ?? 0)).toBe(40_500);
    connection.stop();
  });
});

describe('coalesceRereads', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('runs the first at once and folds the rest of its window into one at the end', () => {
    const reread = vi.fn();
    const coalesced = coalesceRereads(reread, 1_000);
    coalesced.request();
    expect(reread).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) coalesced.request();
    expect(reread).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(reread).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000); // nothing asked meanwhile: nothing more
    expect(reread).toHaveBeenCalledTimes(2);
    coalesced.request();
    expect(reread).toHaveBeenCalledTimes(3);
    coalesced.dispose();
  });

  it('tells at once of each request it holds to the end of the window', () => {
    const reread = vi.fn();
    const held = vi.fn();
    const coalesced = coalesceRereads(reread, 1_000, held);
    coalesced.request();
    expect(held).not.toHaveBeenCalled();
    coalesced.request();
    expect(held).toHaveBeenCalledTimes(1);
    expect(reread).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(reread).toHaveBeenCalledTimes(2);
    coalesced.dispose();
  });
});

describe('a frame that never ends', () => {
  it('is cut at the frame cap: the line is let go and opened again', async () => {
    let cancelled = 0;
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    const endlessFrame = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('data: ')),
          pull: (controller) => {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
          cancel: () => {
            cancelled += 1;
          },
        }),
      );
    const lines = [endlessFrame()];
    const { opens, callbacks } = recordConnection();
    const connection = openEventStream(
      {
        baseUrl: 'http://svc.test',
        apiKey: 'k',
        random: () => 0,
        fetchImpl: async (_url, init) => lines.shift() ?? openLine(': ok\n\n', init?.signal),
      },
      callbacks,
    );
    await vi.waitFor(() => expect(opens).toEqual([false, true]), { timeout: 10_000 });
    expect(cancelled).toBe(1);
    // Read up to the 8 MB frame cap, not on and on.
    expect(sent).toBeLessThan(9 * 1024 * 1024);
    connection.stop();
  });
});
