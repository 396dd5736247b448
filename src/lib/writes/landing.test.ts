import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import { landingOf, questionHashOf, repliedTo } from './landing';

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
});

describe('did the agent speak after an answer?', () => {
  const asked = [say('m1', 'agent', 'Deploy? Yes or No'), say('m2', 'user', 'Yes')];
  const yes = anchor('m1', 'Deploy? Yes or No', 'Yes');

  it('not while the answer is the last word, nor before it landed', () => {
    expect(repliedTo(asked, yes)).toBe(false);
    expect(repliedTo(asked.slice(0, 1), yes)).toBe(false);
  });

  it('yes once an agent message follows the answer: a new question or its work', () => {
    expect(repliedTo([...asked, say('m3', 'agent', 'Which region?')], yes)).toBe(true);
  });

  it('an answer made before its question was read: after its own last saying', () => {
    const unknown = anchor(undefined, undefined, 'Yes');
    expect(repliedTo(asked, unknown)).toBe(false);
    expect(repliedTo([...asked, say('m3', 'agent', 'Which region?')], unknown)).toBe(true);
  });

  it('never from an agent message before its answer, or from another question', () => {
    expect(repliedTo([say('m0', 'agent', 'Hello'), ...asked], yes)).toBe(false);
    expect(repliedTo([...asked, say('m3', 'agent', 'Next?')], anchor('m9', 'Other?', 'Yes'))).toBe(false);
  });
});
