// One response on its way through the fault proxy: normally bytes pass straight on; stalled, they
// wait and then go in one piece; dripping, they go a few bytes at a time; a cut writes half of the
// next chunk (so the client holds half a frame) and then tears the connection down.
import type { ServerResponse } from 'node:http';

type Mode =
  | { kind: 'pass' }
  | { kind: 'stall'; until: number }
  | { kind: 'drip'; until: number; bytes: number; everyMs: number };

export class StreamPipe {
  private queue: Buffer[] = [];
  private mode: Mode = { kind: 'pass' };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pendingCut:
    { onCut: (midFrame: boolean) => void; deadline: ReturnType<typeof setTimeout> } | undefined;
  private ended = false;
  private dead = false;

  constructor(
    private readonly res: ServerResponse,
    /** Destroys both sides of the connection. */
    private readonly destroy: () => void,
  ) {}

  push(chunk: Buffer) {
    if (this.dead) return;
    if (this.pendingCut && chunk.length > 0) {
      // Half a frame reaches the client, then the line dies: its parser must drop the torn frame.
      const { onCut } = this.pendingCut;
      this.flushQueue();
      this.dispose();
      this.dead = true; // nothing more goes out on this line
      // Tear the line down only once the half frame is on the wire (a RST could discard it).
      this.res.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), () => this.destroy());
      onCut(true);
      return;
    }
    this.queue.push(chunk);
    if (this.mode.kind === 'pass') this.flushQueue();
  }

  end() {
    this.ended = true;
    if (this.mode.kind === 'pass' && this.queue.length === 0 && !this.dead) this.res.end();
  }

  cut(graceMs: number, onCut: (midFrame: boolean) => void) {
    if (this.dead || this.pendingCut) return;
    const deadline = setTimeout(() => {
      this.kill();
      onCut(false);
    }, graceMs);
    this.pendingCut = { onCut, deadline };
  }

  stall(ms: number) {
    this.setMode({ kind: 'stall', until: Date.now() + ms });
  }

  drip(ms: number, bytes: number, everyMs: number) {
    this.setMode({ kind: 'drip', until: Date.now() + ms, bytes, everyMs });
  }

  /** Back to passing bytes straight through, releasing whatever was held. */
  resume() {
    clearTimeout(this.timer);
    this.mode = { kind: 'pass' };
    this.flushQueue();
    if (this.ended && !this.dead) this.res.end();
  }

  kill() {
    if (this.dead) return;
    this.dead = true;
    this.dispose();
    this.destroy();
  }

  dispose() {
    clearTimeout(this.timer);
    if (this.pendingCut) clearTimeout(this.pendingCut.deadline);
    this.pendingCut = undefined;
  }

  private setMode(mode: Mode) {
    if (this.dead) return;
    clearTimeout(this.timer);
    this.mode = mode;
    this.tick();
  }

  private tick() {
    const mode = this.mode;
    if (mode.kind === 'pass' || this.dead) return;
    if (Date.now() >= mode.until || (this.ended && this.queue.length === 0)) {
      this.resume();
      return;
    }
    if (mode.kind === 'drip') {
      this.writeBytes(mode.bytes);
      this.timer = setTimeout(() => this.tick(), mode.everyMs);
    } else {
      this.timer = setTimeout(() => this.tick(), mode.until - Date.now());
    }
  }

  private writeBytes(limit: number) {
    let left = limit;
    while (left > 0 && this.queue.length > 0) {
      const head = this.queue[0];
      if (!head) break;
      const piece = head.subarray(0, left);
      this.res.write(piece);
      left -= piece.length;
      if (piece.length === head.length) this.queue.shift();
      else this.queue[0] = head.subarray(piece.length);
    }
  }

  private flushQueue() {
    if (this.dead) return;
    for (const chunk of this.queue) this.res.write(chunk);
    this.queue = [];
  }
}
