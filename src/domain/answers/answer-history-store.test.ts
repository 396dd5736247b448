// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { questionKey } from '@/domain/questions/alike';
import { freshAccountStoreEachTest, storedKey, storedUnder } from '@/testing/account-store';
import { MAX_REMEMBERED, useAnswerHistoryStore, withAnswer, type PastAnswer } from './answer-history-store';

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

describe('answer history in storage', () => {
  freshAccountStoreEachTest(useAnswerHistoryStore, { history: {} });

  it('is stored as version 2, under the whole question', () => {
    const key = questionKey('Yes or no: shall I deploy to production?\n\n1. Yes\n2. No') ?? '';
    useAnswerHistoryStore.getState().actions.remember(key, 'Yes');
    expect(storedUnder('answer-history')).toMatchObject({
      state: { history: { [key]: { choice: 'Yes' } } },
      version: 2,
    });
  });

  it('forgets what version 1 stored: its keys left out lines, so a suggestion would cross to another question', async () => {
    // Version 1's key for both "Yes or no: shall I deploy to production?" and "… delete the database?".
    localStorage.setItem(
      storedKey('answer-history'),
      JSON.stringify({ state: { history: { '\nno\nyes': { choice: 'Yes', at: 1 } } }, version: 1 }),
    );
    await useAnswerHistoryStore.persist.rehydrate();
    expect(useAnswerHistoryStore.getState().history).toEqual({});
    expect(storedUnder('answer-history')).toEqual({ state: { history: {} }, version: 2 });
  });
});
