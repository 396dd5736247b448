import { describe, expect, it } from 'vitest';
import { createWeakLatestMemo } from './weak-latest-memo';

describe('createWeakLatestMemo', () => {
  it('answers with the last key set and its value, and forgets the one before', () => {
    const memo = createWeakLatestMemo<object, string>();
    expect(memo.get()).toBeUndefined();
    const first = {};
    const second = {};
    memo.set(first, 'one');
    expect(memo.get()).toEqual({ key: first, value: 'one' });
    memo.set(second, 'two');
    expect(memo.get()).toEqual({ key: second, value: 'two' });
    memo.set(first, 'again');
    expect(memo.get()).toEqual({ key: first, value: 'again' });
  });
});
