// Exactly once, whatever the number of tabs: every tab of the account knows every held answer and
// tries to send it when it is due, but only the tab that claims it sends. A claim reads the shared
// storage afresh and takes the answer out of it, both under one lock (Web Locks, which the
// browser grants to one tab of the origin at a time), so a second tab finds it gone.
import type { HeldAnswer } from '../store/held-answers-store';

export interface ClaimDeps {
  /** The held answers as the shared storage holds them now. */
  read: () => Readonly<Record<string, HeldAnswer>> | Promise<Readonly<Record<string, HeldAnswer>>>;
  /** Takes them out of the shared storage. */
  remove: (ids: readonly string[]) => void;
  /** Runs `task` while no other tab runs one under the same name. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Claims every answer of `ids` still held; the ones returned are this tab's to send. */
export function claimHeld(deps: ClaimDeps, ids: readonly string[]): Promise<HeldAnswer[]> {
  return deps.lock(async () => {
    const held = await deps.read();
    const mine = ids.flatMap((id) => (Object.hasOwn(held, id) && held[id] ? [held[id]] : []));
    if (mine.length > 0) deps.remove(mine.map((answer) => answer.id));
    return mine;
  });
}

const LOCK_NAME = 'agent-console:held-answers';

/** Web Locks where the browser has them; a chain of promises (one tab's worth) otherwise. */
export function browserLock(): ClaimDeps['lock'] {
  let chain: Promise<unknown> = Promise.resolve();
  return (task) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) return locks.request(LOCK_NAME, task);
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  };
}

/** Answers due by `now`, grouped by batch, so a batch goes out together. */
export function dueBatches(held: Readonly<Record<string, HeldAnswer>>, now: number): Map<string, string[]> {
  const batches = new Map<string, string[]>();
  for (const answer of Object.values(held)) {
    if (answer.sendAt > now) continue;
    batches.set(answer.batch, [...(batches.get(answer.batch) ?? []), answer.id]);
  }
  return batches;
}

/** When the next held answer falls due, if any is held. */
export function nextDue(held: Readonly<Record<string, HeldAnswer>>): number | undefined {
  let next: number | undefined;
  for (const answer of Object.values(held))
    if (next === undefined || answer.sendAt < next) next = answer.sendAt;
  return next;
}
