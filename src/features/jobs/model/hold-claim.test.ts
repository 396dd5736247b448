import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHeldAnswer as answer } from '@/testing/builders';
import type { HeldAnswer } from '../store/held-answers-store';
import { claimHeld, dueBatches, nextDue, type ClaimDeps } from './hold-claim';

/** One origin's local storage and one lock, shared by every simulated tab. */
function origin(initial: HeldAnswer[]) {
  let stored: Record<string, HeldAnswer> = Object.fromEntries(initial.map((a) => [a.id, a]));
  let chain: Promise<unknown> = Promise.resolve();
  const lock: ClaimDeps['lock'] = (task) => {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  };
  const deps: ClaimDeps = {
    // A read that yields first, as reading storage inside a lock callback does.
    read: async () => {
      await Promise.resolve();
      return { ...stored };
    },
    remove: (ids) => {
      stored = Object.fromEntries(Object.entries(stored).filter(([id]) => !ids.includes(id)));
    },
    lock,
  };
  return { deps, stored: () => stored };
}

/** A tab: it knows the held answers it saw, and claims and sends each when its timer fires. */
function tab(deps: ClaimDeps, known: HeldAnswer[], sent: string[]) {
  const held = Object.fromEntries(known.map((a) => [a.id, a]));
  const at = nextDue(held);
  if (at === undefined) return;
  setTimeout(() => {
    for (const ids of dueBatches(held, Date.now()).values())
      void claimHeld(deps, ids).then((mine) => sent.push(...mine.map((a) => a.id)));
  }, at - Date.now());
}

describe('held answers across tabs', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('sends each answer exactly once when two tabs fall due together', async () => {
    const answers = [answer('a', 1_005_000), answer('b', 1_005_000), answer('c', 1_007_000, 'b2')];
    const { deps, stored } = origin(answers);
    const sent: string[] = [];
    tab(deps, answers, sent);
    tab(deps, answers, sent);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.sort()).toEqual(['a', 'b']);
    expect(Object.keys(stored())).toEqual(['c']);
  });

  it('sends nothing that was undone before it fell due', async () => {
    const answers = [answer('a', 1_005_000)];
    const { deps } = origin(answers);
    const sent: string[] = [];
    tab(deps, answers, sent);
    deps.remove(['a']); // Undo in another tab
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('lets a tab opened later send what a closed tab left, once', async () => {
    const answers = [answer('a', 1_002_000)];
    const { deps } = origin(answers);
    await vi.advanceTimersByTimeAsync(60_000); // nobody open when it fell due
    const sent: string[] = [];
    tab(deps, answers, sent);
    tab(deps, answers, sent);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a']);
  });

  it('groups due answers by batch', () => {
    const held = Object.fromEntries(
      [answer('a', 1, 'x'), answer('b', 1, 'x'), answer('c', 1, 'y'), answer('d', 9, 'y')].map((a) => [
        a.id,
        a,
      ]),
    );
    expect([...dueBatches(held, 5).entries()]).toEqual([
      ['x', ['a', 'b']],
      ['y', ['c']],
    ]);
    expect(nextDue(held)).toBe(1);
    expect(nextDue({})).toBeUndefined();
  });
});
