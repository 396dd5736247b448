// A slower service, on demand: every /v1 answer to one API key (or to every key) waits before it
// is handled, so the browser tests can see and scan the app's loading states. A change of delay
// applies to the requests already waiting too, so a test can hold answers with a long delay and
// release them by setting 0. The event stream is never delayed: the app still goes Live.
import type { IncomingMessage } from 'node:http';

const EVERY_KEY = '*';

interface Waiting {
  key: string | undefined;
  since: number;
  timer: NodeJS.Timeout;
  serve: () => void;
}

export class Latency {
  private readonly byKey = new Map<string, number>();
  private readonly waiting = new Set<Waiting>();

  /** `ms` 0 removes the delay; requests waiting on it are handled at once. */
  set(ms: number, key = EVERY_KEY): void {
    if (ms > 0) this.byKey.set(key, ms);
    else this.byKey.delete(key);
    for (const request of this.waiting) this.plan(request);
  }

  clear(): void {
    this.byKey.clear();
    for (const request of this.waiting) this.plan(request);
  }

  /** Runs `serve` now, or once this request's delay has passed. */
  schedule(req: IncomingMessage, path: string, serve: () => void): void {
    if (this.byKey.size === 0 || path === '/v1/events') {
      serve();
      return;
    }
    const key = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    const request: Waiting = { key, since: Date.now(), timer: setTimeout(() => undefined, 0), serve };
    this.waiting.add(request);
    this.plan(request);
  }

  private delayOf(key: string | undefined): number {
    return (key === undefined ? undefined : this.byKey.get(key)) ?? this.byKey.get(EVERY_KEY) ?? 0;
  }

  private plan(request: Waiting): void {
    clearTimeout(request.timer);
    const left = request.since + this.delayOf(request.key) - Date.now();
    const run = () => {
      this.waiting.delete(request);
      request.serve();
    };
    if (left <= 0) run();
    else request.timer = setTimeout(run, left);
  }
}
