import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import { anotherUnsure, landingOf, placesOfOthers, questionHashOf } from './landing';
import { newWrite, type MessageWrite } from './write-record';

const say = (id: string, author: Message['author'], text: string): Message => ({
  id,
  author,
  text,
  createdAt: undefined,
  raw: null,
});
const anchor = (questionId: string | undefined, question: string | undefined, text: string) => ({
  questionId,
  questionHash: questionHashOf(question),
  text,
});

describe('did an answer land?', () => {
  const asked = [say('m0', 'user', 'continue'), say('m1', 'agent', 'Deploy? Yes or No')];

  it('is not there while the question is the last word', () => {
    expect(landingOf(asked, anchor('m1', 'Deploy? Yes or No', 'Yes'))).toBe('not-landed');
  });

  it('landed when its text follows its question, and only after it', () => {
    expect(landingOf([...asked, say('m2', 'user', ' Yes ')], anchor('m1', 'Deploy? Yes or No', 'Yes'))).toBe(
      'landed',
    );
    // The same text before the question is an earlier answer, never this one's landing.
    expect(landingOf(asked, anchor('m1', 'Deploy? Yes or No', 'continue'))).toBe('not-landed');
  });

  it('moved on when anything else followed the question: another answer, a new question', () => {
    expect(landingOf([...asked, say('m2', 'user', 'No')], anchor('m1', 'Deploy? Yes or No', 'Yes'))).toBe(
      'moved-on',
    );
    expect(
      landingOf([...asked, say('m2', 'agent', 'Which region?')], anchor('m1', 'Deploy? Yes or No', 'Yes')),
    ).toBe('moved-on');
  });

  it('is not landed by the same text answering a later question', () => {
    const later = [
      ...asked,
      say('m2', 'user', 'No'),
      say('m3', 'agent', 'Again? Yes or No'),
      say('m4', 'user', 'Yes'),
    ];
    expect(landingOf(later, anchor('m1', 'Deploy? Yes or No', 'Yes'))).toBe('moved-on');
    const replied = [...asked, say('m2', 'user', 'Yes'), say('m3', 'agent', 'Deploying.')];
    expect(landingOf(replied, anchor('m1', 'Deploy? Yes or No', 'Yes'))).toBe('landed');
  });

  it('moved on when its question is not in the chat, or its id now holds another text', () => {
    expect(landingOf(asked, anchor('m1', 'Delete the database? Yes or No', 'Yes'))).toBe('moved-on');
    expect(landingOf(asked, anchor('m9', 'Deploy? Yes or No', 'Yes'))).toBe('not-landed');
  });

  it('takes the last question for an answer made before its question was read', () => {
    expect(landingOf(asked, anchor(undefined, undefined, 'Yes'))).toBe('not-landed');
    expect(landingOf([...asked, say('m2', 'user', 'Yes')], anchor(undefined, undefined, 'Yes'))).toBe(
      'landed',
    );
  });
  it('leaves out the sayings known to be another write’s (a message typed in the chat since)', () => {
    const chat = [...asked, say('m2', 'user', 'Yes')];
    const yes = anchor('m1', 'Deploy? Yes or No', 'Yes');
    expect(landingOf(chat, yes)).toBe('landed');
    // The person's message at place 1 (after "continue") is a chat message's: the answer is not
    // there, and the chat moved on.
    expect(landingOf(chat, yes, (place) => place === 1)).toBe('moved-on');
    expect(landingOf([...chat, say('m3', 'user', 'Yes')], yes, (place) => place === 1)).toBe('landed');
  });
});

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
