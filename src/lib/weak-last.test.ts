import { describe, expect, it } from 'vitest';
import { createWeakLast } from './weak-last';

describe('createWeakLast', () => {
  it('answers with the last key set and its value, and forgets the one before', () => {
    const memo = createWeakLast<object, string>();
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
