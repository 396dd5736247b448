import { describe, expect, it } from 'vitest';
import { anotherUnsure, placesOfOthers } from './chat-sayings';
import { newWrite, type MessageWrite } from './write-record';

describe('other writes of the chat', () => {
  const write = (id: string, patch: Partial<MessageWrite>): MessageWrite => ({
    ...newWrite({ id, account: 'a', batch: id, madeBy: 't', now: 100, holdMs: 0 }),
    kind: 'message',
    chatId: 'c',
    text: 'Yes',
    ...patch,
  });

  it('places the chat’s messages with the same text that landed since the answer was made', () => {
    const answer = write('answer', {});
    const since = write('m', { state: 'landed', landedAt: 150, landsAfter: 2, userCountBefore: 2 });
    const before = write('old', { state: 'landed', landedAt: 50, landsAfter: 0, userCountBefore: 0 });
    const other = write('no', {
      state: 'landed',
      landedAt: 150,
      text: 'No',
      landsAfter: 3,
      userCountBefore: 3,
    });
    expect(placesOfOthers([answer, since, before, other], answer)).toEqual(new Set([2]));
    // One whose place was never read cannot be told apart from the answer.
    const unplaced = write('u', { state: 'landed', landedAt: 150 });
    expect(placesOfOthers([answer, unplaced], answer)).toBeUndefined();
  });

  it('knows when another write with the same text may have landed', () => {
    const mine = write('mine', {});
    expect(anotherUnsure([mine, write('o', { state: 'sending' })], mine)).toBe(true);
    expect(anotherUnsure([mine, write('o', { state: 'failed', unsure: true })], mine)).toBe(true);
    expect(anotherUnsure([mine, write('o', { state: 'due', unsure: false })], mine)).toBe(false);
    expect(anotherUnsure([mine, write('o', { state: 'sending', text: 'No' })], mine)).toBe(false);
    // Made a day before, and sent just now: weighed all the same; let go of, it is not.
    const earlier = write('o', { state: 'failed', unsure: true, createdAt: 100 - 86_400_000 });
    expect(anotherUnsure([mine, earlier], mine)).toBe(true);
    expect(anotherUnsure([mine, { ...earlier, state: 'abandoned' }], mine)).toBe(false);
  });
});
