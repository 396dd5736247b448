import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED, withAnswer, type PastAnswer } from './answer-history-store';

describe('answer history', () => {
  it('keeps the newest questions only, and the latest choice for each', () => {
    let history: Record<string, PastAnswer> = {};
    for (let i = 0; i < MAX_REMEMBERED + 20; i++) history = withAnswer(history, `q${i}`, 'Staging', i);
    expect(Object.keys(history)).toHaveLength(MAX_REMEMBERED);
    expect(history.q0).toBeUndefined();
    expect(history.q19).toBeUndefined();
    expect(history.q20?.choice).toBe('Staging');
    history = withAnswer(history, 'q20', 'Production', 10_000);
    history = withAnswer(history, 'new', 'Development', 10_001);
    expect(history.q20?.choice).toBe('Production');
    expect(history.q21).toBeUndefined();
  });

  it('takes any question text as a key, __proto__ included', () => {
    const history = withAnswer({}, '__proto__', 'Yes', 1);
    expect(Object.getPrototypeOf(history)).toBe(Object.prototype);
    expect(Object.keys(history)).toEqual(['__proto__']);
  });
});
