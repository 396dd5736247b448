import { beforeEach, describe, expect, it } from 'vitest';
import { useTransitionsStore } from './transitions-store';

const held = () => Object.keys(useTransitionsStore.getState().byJob);

describe('the states seen of each job', () => {
  beforeEach(() => useTransitionsStore.setState({ byJob: {} }));

  it('keeps the 300 most recently changed jobs, letting the oldest go 50 at a time', () => {
    const { observeMany } = useTransitionsStore.getState().actions;
    for (let i = 0; i < 350; i += 1) observeMany([{ jobId: `j${i}`, state: 'done' }], i);
    expect(held()).toHaveLength(350);
    observeMany([{ jobId: 'j350', state: 'done' }], 350);
    expect(held()).toHaveLength(300);
    expect(held()).not.toContain('j50');
    expect(held()).toContain('j51');
    expect(held()).toContain('j350');
  });

  it('records a state only when it differs from the last one seen', () => {
    const { observeMany } = useTransitionsStore.getState().actions;
    observeMany([{ jobId: 'a', state: 'backlog' }], 1);
    observeMany([{ jobId: 'a', state: 'backlog' }], 2);
    observeMany([{ jobId: 'a', state: 'done' }], 3);
    expect(useTransitionsStore.getState().byJob.a).toEqual([
      { state: 'backlog', at: 1 },
      { state: 'done', at: 3 },
    ]);
  });
});
