// One event-stream connection for every open tab of the app. The tab holding a Web Lock is the
// leader: it opens the stream and relays frames, status and (re)opens over a BroadcastChannel.
// When it closes, the lock passes to another tab, which connects and, since frames may have been
// missed in between, re-reads what it shows (its first open counts as a reconnect). The frames of
// one network read are relayed in one message (a burst is not hundreds of structured clones).
import {
  isolate,
  openEventStream,
  type ConnectionCallbacks,
  type ConnectionOptions,
  type EventStreamConnection,
} from './connection';
import type { StreamEvent } from './frames';
import type { StreamStatus } from './status-store';

type Relay =
  | { kind: 'events'; events: StreamEvent[] }
  | { kind: 'status'; status: StreamStatus; detail?: string }
  | { kind: 'open'; isReconnect: boolean }
  | { kind: 'hello' };

/** A short, stable, non-reversible tag of the connection, so tabs with other settings never share. */
function connectionTag({ baseUrl, apiKey }: ConnectionOptions): string {
  let hash = 0x811c9dc5;
  for (const char of `${baseUrl}\n${apiKey}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function canShareConnection(): boolean {
  return typeof navigator !== 'undefined' && 'locks' in navigator && typeof BroadcastChannel !== 'undefined';
}

export function openSharedEventStream(
  options: ConnectionOptions,
  callbacks: ConnectionCallbacks,
): EventStreamConnection {
  if (!canShareConnection()) return openEventStream(options, callbacks);
  const tag = connectionTag(options);
  const channel = new BroadcastChannel(`agent-console:events:${tag}`);
  const release = new AbortController();
  let leaderConnection: EventStreamConnection | undefined;
  let lastStatus: Relay | undefined;
  let stopped = false;
  // A tab that heard a leader before leading itself was a follower: it may have missed frames.
  let followerSawStream = false;

  let outbox: StreamEvent[] = [];
  const sendOutbox = () => {
    const events = outbox;
    outbox = [];
    if (events.length > 0 && !stopped) channel.postMessage({ kind: 'events', events } satisfies Relay);
  };
  const post = (message: Relay) => {
    sendOutbox(); // frames first, so the other tabs hear everything in order
    if (!stopped) channel.postMessage(message);
  };
  const relay = (event: StreamEvent) => {
    outbox.push(event);
    if (outbox.length === 1) queueMicrotask(sendOutbox);
  };

  const onEvent = isolate(callbacks.onEvent);
  const onOpen = isolate(callbacks.onOpen);
  channel.onmessage = ({ data }: MessageEvent<Relay>) => {
    if (leaderConnection) {
      if (data.kind === 'hello' && lastStatus) post(lastStatus);
      return;
    }
    followerSawStream = true;
    if (data.kind === 'events') for (const event of data.events) onEvent(event);
    else if (data.kind === 'status') callbacks.onStatus(data.status, data.detail);
    else if (data.kind === 'open') onOpen(data.isReconnect);
  };

  void navigator.locks
    .request(`agent-console:event-stream:${tag}`, { signal: release.signal }, async () => {
      if (stopped) return;
      let tookOver = false;
      leaderConnection = openEventStream(options, {
        onEvent: (event) => {
          // Relayed first: whatever this tab's listeners do, the other tabs get the frame.
          relay(event);
          onEvent(event);
        },
        onOpen: (isReconnect) => {
          // A takeover's first open is a reconnect for this tab: frames were missed meanwhile.
          const reconnect = isReconnect || tookOver;
          onOpen(reconnect);
          post({ kind: 'open', isReconnect: reconnect });
        },
        onStatus: (status, detail) => {
          lastStatus = { kind: 'status', status, detail };
          callbacks.onStatus(status, detail);
          post(lastStatus);
        },
      });
      tookOver = followerSawStream;
      await new Promise<void>((resolve) =>
        release.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      leaderConnection.stop();
    })
    .catch(() => undefined); // the request is aborted when this tab stops: nothing to do

  post({ kind: 'hello' });

  return {
    stop() {
      stopped = true;
      release.abort();
      leaderConnection?.stop();
      channel.close();
    },
    reconnectNow() {
      leaderConnection?.reconnectNow();
    },
  };
}
