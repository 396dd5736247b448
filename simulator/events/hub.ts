// The account event stream: per-account fan-out, no ids and no replay (a frame produced while a
// client is away is gone). Headers and a first comment go out at once so clients and proxies see
// the stream open; a comment heartbeat keeps idle connections alive. A client that stops reading
// is cut off rather than buffered without bound. Frames written in one tick are corked and leave
// in one write per stream, which keeps fan-out cheap without delaying anything.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DialectShapes, ServiceEvent } from '../dialects/types.ts';

const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

function accept(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
}

/**
 * Accepts a stream, sends one `:` comment and closes it at once: what a proxy does that takes a
 * stream it will not carry (the `flapping-streams` switch). Never counted as open.
 */
export function flap(res: ServerResponse): void {
  accept(res);
  res.end(':\n\n');
}

export class EventHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly corked = new Set<ServerResponse>();
  /** Open streams per API key, so a test can count the connections one client opens. */
  private readonly perKey = new Map<string, number>();
  /** Streams made silent by stallAll: open, counted, never written to again. */
  private readonly stalled = new Set<ServerResponse>();
  /** The API key each stream was opened with, so stallAll can pick one client's streams. */
  private readonly keyOf = new WeakMap<ServerResponse, string>();

  constructor(
    private readonly dialect: DialectShapes,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  open(accountId: string, req: IncomingMessage, res: ServerResponse, key?: string): void {
    accept(res);
    res.write(': connected; this stream has no ids and does not replay\n\n');
    let set = this.streams.get(accountId);
    if (!set) this.streams.set(accountId, (set = new Set()));
    set.add(res);
    if (key) {
      this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
      this.keyOf.set(res, key);
    }
    let forgotten = false;
    const forget = (): void => {
      set.delete(res);
      if (key && !forgotten) this.perKey.set(key, (this.perKey.get(key) ?? 1) - 1);
      forgotten = true;
    };
    req.on('close', forget);
    res.on('close', forget);
  }

  publish(accountId: string, event: ServiceEvent): void {
    this.writeTo(accountId, this.dialect.frame(event));
  }

  publishRaw(accountId: string, frame: Record<string, unknown>): void {
    this.writeTo(accountId, this.dialect.rawFrame(frame));
  }

  /** Open streams per account. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.streams].filter(([, s]) => s.size > 0).map(([id, s]) => [id, s.size]));
  }

  /** Open streams per API key. */
  keyCounts(): Record<string, number> {
    return Object.fromEntries([...this.perKey].filter(([, n]) => n > 0));
  }

  /**
   * Every open stream goes silent but stays open, as a line does when a NAT or proxy forgets it
   * while the client sleeps: no frames, no heartbeat, no close. New streams work as usual.
   */
  stallAll(key?: string): number {
    let stalled = 0;
    for (const set of this.streams.values())
      for (const res of [...set]) {
        if (key !== undefined && this.keyOf.get(res) !== key) continue;
        set.delete(res);
        this.stalled.add(res);
        res.once('close', () => this.stalled.delete(res));
        stalled++;
      }
    return stalled;
  }

  dropAll(): number {
    for (const res of this.stalled) res.end();
    this.stalled.clear();
    let dropped = 0;
    for (const set of this.streams.values())
      for (const res of [...set]) {
        set.delete(res);
        res.end();
        dropped++;
      }
    return dropped;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.dropAll();
  }

  private writeTo(accountId: string, text: string): void {
    const set = this.streams.get(accountId);
    if (!set) return;
    for (const res of set) this.write(set, res, text);
  }

  private writeAll(text: string): void {
    for (const set of this.streams.values()) for (const res of set) this.write(set, res, text);
  }

  private write(set: Set<ServerResponse>, res: ServerResponse, text: string): void {
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      set.delete(res);
      res.destroy();
      return;
    }
    if (!this.corked.has(res)) {
      if (this.corked.size === 0) process.nextTick(() => this.uncorkAll());
      this.corked.add(res);
      res.cork();
    }
    res.write(text);
  }

  private uncorkAll(): void {
    for (const res of this.corked) res.uncork();
    this.corked.clear();
  }
}
