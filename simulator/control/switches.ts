// Misbehaviours of a real deployment, on demand, for one API key (or every key), so the browser
// tests can prove the app copes with them:
// - `flapping-streams`: `/v1/events` is accepted (200), sends one `:` comment and closes at once, as
//   a proxy does that takes a stream it will not carry.
// - `cacheable-reads`: JSON answers to `GET` say `Cache-Control: private, max-age=60` instead of
//   `no-store`, as a gateway or framework may; a browser that honours it answers the next read of
//   the same URL from its cache, whatever key that read carries.
// One key at a time, because the journeys share one simulator: a switch on for one journey's key
// leaves the others alone.

export const SWITCHES = ['flapping-streams', 'cacheable-reads'] as const;
export type SwitchName = (typeof SWITCHES)[number];

/** What `cacheable-reads` sends in place of `no-store`. */
export const CACHEABLE = 'private, max-age=60';

const EVERY_KEY = '*';

export class Switches {
  private readonly on = new Map<SwitchName, Set<string>>();

  set(name: SwitchName, on: boolean, key = EVERY_KEY): void {
    let keys = this.on.get(name);
    if (!keys) this.on.set(name, (keys = new Set()));
    if (on) keys.add(key);
    else keys.delete(key);
  }

  isOn(name: SwitchName, key: string): boolean {
    const keys = this.on.get(name);
    return keys !== undefined && (keys.has(key) || keys.has(EVERY_KEY));
  }

  clear(): void {
    this.on.clear();
  }
}
