import { describe, expect, it } from 'vitest';
import { actsFromStorage } from './rule-acts-store';

describe('rule acts read back from storage', () => {
  const act = { ruleId: 'r1', batch: 'b1', jobId: 'j1', asked: 'm1', at: 5 };

  it('keeps well-formed acts and leaves out a malformed one, not the rest', () => {
    const bad = [{ ...act, at: 'now' }, { ...act, batch: 7 }, { ...act, at: Number.NaN }, null, [act]];
    expect(actsFromStorage({ acts: [...bad, act] })).toEqual([act]);
  });

  it('reads nothing from what is not a store of acts', () => {
    for (const persisted of [undefined, null, 'acts', [act], { acts: 'all' }])
      expect(actsFromStorage(persisted)).toEqual([]);
  });
});
