// @vitest-environment jsdom
// Rule answers sent while the tab was hidden are counted in the title after the waiting count, and
// the count goes when the tab is shown again; answers seen as they came are never counted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRuleActsStore } from '@/domain/jobs/rule-acts-store';
import { setWaitingCount } from './document-title';
import { followUnseenRuleAnswers } from './unseen-rule-answers';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

let clock = 1_000;
const note = (batch: string) => {
  clock += 10;
  useRuleActsStore.setState((s) => ({
    acts: [...s.acts, { ruleId: 'r1', batch, jobId: `job-${batch}`, asked: `m-${batch}`, at: clock }],
  }));
};

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  useRuleActsStore.setState({ acts: [] });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  setWaitingCount(undefined);
});

describe('unseen rule answers in the title', () => {
  it('counts what rules answered while the tab was hidden, after the waiting count, until it is shown', () => {
    const stop = followUnseenRuleAnswers(() => clock);
    setWaitingCount('2');
    note('b1'); // seen: the tab is shown
    expect(document.title).toBe('(2) Agent Console');
    setVisibility('hidden');
    note('b2');
    expect(document.title).toBe('(2) 1 answered by a rule · Agent Console');
    note('b3');
    expect(document.title).toBe('(2) 2 answered by rules · Agent Console');
    setVisibility('visible');
    expect(document.title).toBe('(2) Agent Console');
    setVisibility('hidden');
    note('b4');
    expect(document.title).toBe('(2) 1 answered by a rule · Agent Console');
    stop();
    expect(document.title).toBe('(2) Agent Console');
  });
});
