// One event-stream connection for every open tab of the app. The tab holding a Web Lock is the
// leader: it opens the stream and relays frames, status and (re)opens over a BroadcastChannel.
// When it closes, the lock passes to another tab, which connects and, since frames may have been
// missed in between, re-reads what it shows (its first open counts as a reconnect). The frames of
// one network read are relayed in one message (a burst is not hundreds of structured clones), as
// the service's text: each follower checks and parses what it hears itself (relay.ts).
import {
  isolate,
  openEventStream,
  type ConnectionCallbacks,
  type ConnectionOptions,
  type EventStreamConnection,
} from './connection';
import { readFrame, type RawFrame } from './frames';
import { readRelay, type Relay } from './relay';

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

  let outbox: RawFrame[] = [];
  const sendOutbox = () => {
    const frames = outbox;
    outbox = [];
    if (frames.length > 0 && !stopped) channel.postMessage({ kind: 'frames', frames } satisfies Relay);
  };
  const post = (message: Relay) => {
    sendOutbox(); // frames first, so the other tabs hear everything in order
    if (!stopped) channel.postMessage(message);
  };
  const relay = ({ data, event }: RawFrame) => {
    outbox.push(event === undefined ? { data } : { data, event });
    if (outbox.length === 1) queueMicrotask(sendOutbox);
  };

  const onEvent = isolate(callbacks.onEvent);
  const onOpen = isolate(callbacks.onOpen);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const message = readRelay(data);
    if (!message) return;
    if (leaderConnection) {
      if (message.kind === 'hello' && lastStatus) post(lastStatus);
      return;
    }
    followerSawStream = true;
    if (message.kind === 'frames')
      for (const frame of message.frames) {
        // Parsed here as if it had come off the wire: the leader's word is not taken for it.
        const event = readFrame(frame);
        if (event) onEvent(event, frame);
      }
    else if (message.kind === 'status') callbacks.onStatus(message.status, message.detail);
    else if (message.kind === 'open') onOpen(message.isReconnect);
  };

  void navigator.locks
    .request(`agent-console:event-stream:${tag}`, { signal: release.signal }, async () => {
      if (stopped) return;
      let tookOver = false;
      leaderConnection = openEventStream(options, {
        onEvent: (event, frame) => {
          // Relayed first: whatever this tab's listeners do, the other tabs get the frame.
          relay(frame);
          onEvent(event, frame);
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
