// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { currentAccount } from '@/lib/storage/account-storage';
import { useAnswerStore } from './answer-store';

const JOB = 'job-1';
const OTHER = 'job-2';
const storedKey = () => `agent-console:${currentAccount()}:answer-drafts`;
const stored = (): unknown => JSON.parse(localStorage.getItem(storedKey()) ?? 'null');
const { setDraft, clearIfSent } = useAnswerStore.getState().actions;

describe('answer drafts', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSettingsStore.setState({ baseUrl: 'https://svc.test', apiKey: 'test-key' });
    useAnswerStore.setState({ drafts: {} });
    await useAnswerStore.persist.rehydrate();
  });

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
