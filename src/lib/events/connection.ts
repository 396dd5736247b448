// The one connection to GET /v1/events. Opened with fetch (EventSource cannot send the
// Authorization header) and parsed with eventsource-parser. It reconnects with backoff, treats
// 45 s of silence as a dead line, stops on 401/403, and after every open but the first makes the
// app re-read what the stream covers, because frames sent while disconnected are never replayed.
// A `200` alone proves nothing, nor does a `:` comment (a proxy may accept the stream, send one and
// close it at once): the backoff resets only once the line delivers an event frame or stays up for
// 30 s, and lines that keep closing at once open at most a few times a minute (docs/decisions/015).
import { createParser } from 'eventsource-parser';
import { errorFromResponse } from '@/lib/api/client';
import { serviceUrl } from '@/lib/storage/connection-settings';
import { createConnectLimiter, reconnectDelay } from './backoff';
import { readFrame, type RawFrame, type StreamEvent } from './frames';
import type { StreamStatus } from './status-store';

export interface ConnectionCallbacks {
  /** A typed event, and the frame it was read from (what the leader tab relays to the others). */
  onEvent: (event: StreamEvent, frame: RawFrame) => void;
  /** Called on every successful open; `isReconnect` is false only for the first one. */
  onOpen: (isReconnect: boolean) => void;
  onStatus: (status: StreamStatus, detail?: string) => void;
}

export interface ConnectionOptions {
  baseUrl: string;
  apiKey: string;
  silenceTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  random?: () => number;
  /** The clock for the connect cap (tests pass their fake one). */
  now?: () => number;
}

export interface EventStreamConnection {
  stop: () => void;
  /** Drops the current line and reconnects at once (used after the browser comes back online). */
  reconnectNow: () => void;
}

const SILENCE_TIMEOUT_MS = 45_000;
/** A line up this long has proved itself even without a frame. */
const STABLE_AFTER_MS = 30_000;

/**
 * Runs a listener so that nothing it throws reaches the stream: a full storage
 * (QuotaExceededError) or a bug in one screen must not end the read loop, reconnect, or stop the
 * relay to other tabs. The error is reported to the console (it carries no key) and the next frame
 * is read as usual.
 */
export function isolate<A extends unknown[]>(listener: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      listener(...args);
    } catch (error) {
      console.error('A stream listener failed; the stream carries on.', error);
    }
  };
}

export function openEventStream(
  options: ConnectionOptions,
  callbacks: ConnectionCallbacks,
): EventStreamConnection {
  const onEvent = isolate(callbacks.onEvent);
  const onOpen = isolate(callbacks.onOpen);
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let stopped = false;
  let everOpened = false;
  let attempt = 0;
  let serverRetryMs: number | undefined;
  let current: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  const limiter = createConnectLimiter(options.now);

  // The line works: the next break starts the backoff afresh and is not held by the cap.
  const proved = () => {
    clearTimeout(stableTimer);
    attempt = 0;
    limiter.reset();
  };

  const armSilenceTimer = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(
      () => current?.abort(new Error('silent')),
      options.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS,
    );
  };

  // A line that worked and broke is Reconnecting. A first line that cannot even reach the service
  // (the request itself failed, no answer at all) is Offline: `navigator.onLine` alone misses a
  // device that is offline in fact (it is true on any network, and browsers report it loosely).
  const scheduleReconnect = (detail: string, unreachable = false) => {
    if (stopped) return;
    callbacks.onStatus(everOpened ? 'Reconnecting' : unreachable ? 'Offline' : 'Connecting', detail);
    const delay = Math.max(
      reconnectDelay(attempt, { serverRetryMs, random: options.random }),
      limiter.waitMs(),
    );
    attempt += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), delay);
  };

  async function connect() {
    if (stopped) return;
    // One line at a time: whatever attempt is still open is ended before the next one starts.
    current?.abort();
    const controller = new AbortController();
    current = controller;
    // Only the current attempt may schedule the next: an attempt ended by reconnectNow() or a newer
    // connect() must not (its retry would open a second line beside the one that replaced it).
    const isCurrent = () => !stopped && current === controller;
    armSilenceTimer();
    let response: Response;
    try {
      response = await fetchImpl(serviceUrl('/v1/events', options.baseUrl), {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}` },
        signal: controller.signal,
        cache: 'no-store',
        credentials: 'omit',
        redirect: 'error',
      });
    } catch {
      if (!isCurrent()) return;
      clearTimeout(silenceTimer);
      if (controller.signal.aborted) scheduleReconnect('The event stream did not answer.');
      else
        scheduleReconnect(
          'The service cannot be reached: this device may be offline, or the Base URL in Settings may be wrong. Trying again.',
          true,
        );
      return;
    }
    if (!isCurrent()) {
      controller.abort(); // not body.cancel(): a cancelled event stream may be kept open to drain
      return;
    }
    if (response.status === 401 || response.status === 403) {
      clearTimeout(silenceTimer);
      const error = await errorFromResponse(response);
      callbacks.onStatus('No access', error.message);
      return; // a key without access will not gain it by retrying
    }
    if (!response.ok || !response.body) {
      clearTimeout(silenceTimer);
      await response.body?.cancel().catch(() => undefined);
      scheduleReconnect(`The event stream answered ${response.status}.`);
      return;
    }

    // Only a line that opens counts against the cap: it is the open that costs a re-read. A request
    // that fails or is refused opens nothing, and the backoff alone paces it (counting those held
    // the stream down for up to a minute after a 10 s cut).
    limiter.record();
    callbacks.onStatus('Live');
    onOpen(everOpened);
    everOpened = true;
    clearTimeout(stableTimer);
    stableTimer = setTimeout(proved, STABLE_AFTER_MS);
    let framed = false;
    const parser = createParser({
      onEvent: (message) => {
        if (!framed) {
          framed = true;
          proved();
        }
        const event = readFrame(message);
        if (event) onEvent(event, { data: message.data, event: message.event });
      },
      // A comment proves nothing: a proxy that accepts the stream may send one and close it at
      // once. Its bytes still keep the silence timer from firing (armSilenceTimer below).
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
      maxBufferSize: 8 * 1024 * 1024,
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // Aborting must end the read even where the body is not tied to the request's signal.
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
      once: true,
    });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armSilenceTimer();
        parser.feed(value);
      }
    } catch {
      // aborted (stop, silence, reconnectNow), the line broke, or a frame passed the parser's
      // cap (it throws): the body is let go, and a reconnect follows below
      await reader.cancel().catch(() => undefined);
    } finally {
      clearTimeout(silenceTimer);
      clearTimeout(stableTimer);
      reader.releaseLock();
    }
    if (isCurrent()) scheduleReconnect('The event stream was interrupted.');
  }

  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      clearTimeout(stableTimer);
      current?.abort();
    },
    reconnectNow() {
      if (stopped) return;
      clearTimeout(retryTimer);
      attempt = 0;
      const previous = current;
      current = undefined;
      previous?.abort();
      void connect();
    },
  };
}
