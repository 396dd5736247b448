// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshAccountStoreEachTest, storedKey as keyOf, storedUnder } from '@/testing/account-store';
import { useAnswerStore } from './answer-store';

const JOB = 'job-1';
const OTHER = 'job-2';
const storedKey = () => keyOf('answer-drafts');
const stored = () => storedUnder('answer-drafts');
const { setDraft, clearIfSent } = useAnswerStore.getState().actions;

describe('answer drafts', () => {
  freshAccountStoreEachTest(useAnswerStore, { drafts: {} });

  it('are saved under the account as they are typed', () => {
    setDraft(JOB, 'use the staging database');
    expect(stored()).toMatchObject({ state: { drafts: { [JOB]: 'use the staging database' } } });
    setDraft(JOB, '');
    expect(stored()).toMatchObject({ state: { drafts: {} } });
  });

  it('come back after a reload', async () => {
    localStorage.setItem(
      storedKey(),
      JSON.stringify({ state: { drafts: { [JOB]: 'typed before the reload' } }, version: 1 }),
    );
    await useAnswerStore.persist.rehydrate();
    expect(useAnswerStore.getState().drafts[JOB]).toBe('typed before the reload');
  });

  it("keep another tab's draft written meanwhile (before its storage event arrived)", () => {
    localStorage.setItem(
      storedKey(),
      JSON.stringify({ state: { drafts: { [OTHER]: 'from the other tab' } }, version: 1 }),
    );
    setDraft(JOB, 'from this tab');
    expect(stored()).toMatchObject({
      state: { drafts: { [JOB]: 'from this tab', [OTHER]: 'from the other tab' } },
    });
  });

  it('are forgotten once the answer went out, unless edited since', () => {
    setDraft(JOB, 'yes ');
    clearIfSent(JOB, 'yes');
    expect(useAnswerStore.getState().drafts).toEqual({});
    setDraft(OTHER, 'no, wait');
    clearIfSent(OTHER, 'no');
    expect(useAnswerStore.getState().drafts).toEqual({ [OTHER]: 'no, wait' });
  });
});
