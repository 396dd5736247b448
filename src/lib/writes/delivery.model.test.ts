// The write path against a fake service, fake tabs and fake storage: random sequences of a
// person's and the network's moves (answer, hold, undo, write a chat message, dispatch, close and
// open tabs, offline, a POST that answers 502 but landed, a read whose second page fails, storage
// full, a key switch, the job moving on), then everything settles. The invariant: each answer the
// person made and did not undo lands exactly once, after the question it answers, or is shown
// failed or not sent with its text kept; each message lands once, in the order written, or is shown
// failed with its text kept (those after it wait); nothing lands for another account or after a
// newer question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands, type Model } from '@/testing/write-model/commands';
import { checkRun } from '@/testing/write-model/invariants';
import { createWorld, openTab, settleAll } from '@/testing/write-model/world';

describe('the write path, model-based', () => {
  it('delivers every answer once to its question, every message once and in order, and every dispatch at most once, or shows it with its text kept', async () => {
    // What the runs went through, so a generator that stopped reaching a case fails the test.
    const reached = new Map<string, number>();
    const count = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'medium' }), async (cmds) => {
        const world = createWorld();
        openTab(world, 'acct-a');
        openTab(world, 'acct-b');
        const model: Model = { made: [] };
        await fc.asyncModelRun(() => ({ model, real: world }), cmds);
        await settleAll(world);
        checkRun(world, model, count);
      }),
      {
        numRuns: Number(process.env.WRITE_MODEL_RUNS ?? 1_000),
        verbose: 1,
      },
    );
    for (const state of [
      'landed',
      'landed after a retry',
      'stale',
      'abandoned',
      'dispatch landed',
      'dispatch failed, perhaps',
      'message landed',
    ])
      expect(reached.get(state) ?? 0, `runs that ended ${state}`).toBeGreaterThan(0);
  }, 600_000);
});
