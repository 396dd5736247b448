import { describe, expect, it } from 'vitest';
import { buildAnswerAnchor, buildMessage } from '@/testing/builders';
import { landingOf } from './landing';

const say = buildMessage;
const anchor = buildAnswerAnchor;

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
