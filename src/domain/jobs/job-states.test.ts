import { describe, expect, it } from 'vitest';
import { compareStates, isRunningState, sentenceCase, stateLabel } from './job-states';

describe('job states', () => {
  // The spec's states as the UI contract names them, then sentence case of any other.
  it.each([
    ['backlog', 'Backlog'],
    ['ambiguous', 'Needs input'],
    ['done', 'Done'],
    ['failed', 'Failed'],
    ['needsReview', 'Needs review'],
    ['IN_PROGRESS', 'In progress'],
    ['on-hold', 'On hold'],
    ['', 'Unknown'],
  ])('names every state one way: %j is %j', (state, label) => expect(stateLabel(state)).toBe(label));

  it.each([
    ['on_hold', 'On hold'],
    ['in_progress', 'In progress'],
    ['IN-PROGRESS', 'In progress'],
    ['needsReview', 'Needs review'],
    ['waiting.for.approval', 'Waiting for approval'],
    ['working', 'Working'],
    ['__', 'Unknown'],
  ])('puts any other state in sentence case: %j is %j', (state, title) =>
    expect(sentenceCase(state)).toBe(title),
  );

  it('counts the running states of every dialect as running, and nothing that merely contains "active"', () => {
    for (const state of [
      'in_progress',
      'running',
      'working',
      'active',
      'started',
      'executing',
      'planning',
      'RUNNING',
    ]) {
      expect(isRunningState(state), state).toBe(true);
    }
    for (const state of ['inactive', 'backlog', 'done', 'on_hold', 'ambiguous', '__proto__']) {
      expect(isRunningState(state), state).toBe(false);
    }
  });

  it('sorts by the same rule that colours: a running state right after Backlog', () => {
    expect(['done', 'started', 'backlog', 'inactive'].sort(compareStates)).toEqual([
      'backlog',
      'started',
      'done',
      'inactive',
    ]);
  });
});
