import { describe, expect, it } from 'vitest';
import { compareStates, isRunningState, stateLabel } from './job-states';

describe('job states', () => {
  it('names every state one way: the named ones, then sentence case of any other', () => {
    expect(stateLabel('ambiguous')).toBe('Needs input');
    expect(stateLabel('needsReview')).toBe('Needs review');
    expect(stateLabel('IN_PROGRESS')).toBe('In progress');
    expect(stateLabel('on-hold')).toBe('On hold');
    expect(stateLabel('')).toBe('Unknown');
  });

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
