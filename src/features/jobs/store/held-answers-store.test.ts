// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshAccountStoreEachTest, storedKey as keyOf, storedUnder } from '@/testing/account-store';
import { useHeldAnswersStore, type HeldAnswer } from './held-answers-store';

const storedKey = () => keyOf('held-answers');
const stored = () => storedUnder('held-answers');

const answer: HeldAnswer = {
  id: 'h1',
  jobId: 'job-1',
  chatId: 'chat-1',
  title: 'Pick a database',
  text: 'staging',
  sendAt: 1_000,
  question: 'Which database?',
  batch: 'b1',
};

describe('held answers in storage', () => {
  freshAccountStoreEachTest(useHeldAnswersStore, { held: {} });

  it('are stored with the chat as chatId', () => {
    useHeldAnswersStore.getState().actions.hold([answer]);
    expect(stored()).toEqual({ state: { held: { h1: answer } }, version: 2 });
  });

  it('held before the rename (version 1, the chat as sessionId) are read, and stored again as chatId', async () => {
    const { chatId, ...rest } = answer;
    localStorage.setItem(
      storedKey(),
      JSON.stringify({ state: { held: { h1: { ...rest, sessionId: chatId } } }, version: 1 }),
    );
    await useHeldAnswersStore.persist.rehydrate();
    expect(useHeldAnswersStore.getState().held).toEqual({ h1: answer });
    expect(stored()).toEqual({ state: { held: { h1: answer } }, version: 2 });
  });

  it('drop a version 1 record that does not parse, and keep the others', async () => {
    const { chatId, ...rest } = answer;
    localStorage.setItem(
      storedKey(),
      JSON.stringify({
        state: { held: { h1: { ...rest, sessionId: chatId }, h2: { id: 'h2', jobId: 'job-2' } } },
        version: 1,
      }),
    );
    await useHeldAnswersStore.persist.rehydrate();
    expect(useHeldAnswersStore.getState().held).toEqual({ h1: answer });
  });
});
