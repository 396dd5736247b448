// One turn model for the chat and for answers' receipts: the agent's turn is over once it speaks
// after the person, read from the chat itself.
import { describe, expect, it } from 'vitest';
import { readMessage, type Message } from '@/lib/api/resources/message';
import { buildAnswerAnchor, buildMessage } from '@/testing/builders';
import { turnOver } from './turn';

const say = buildMessage;
const anchor = buildAnswerAnchor;

describe('did the agent speak after an answer?', () => {
  const asked = [say('m1', 'agent', 'Deploy? Yes or No'), say('m2', 'user', 'Yes')];
  const yes = anchor('m1', 'Deploy? Yes or No', 'Yes');

  it('not while the answer is the last word, nor before it landed', () => {
    expect(turnOver(asked, { answer: yes })).toBe(false);
    expect(turnOver(asked.slice(0, 1), { answer: yes })).toBe(false);
  });

  it('yes once an agent message follows the answer: a new question or its work', () => {
    expect(turnOver([...asked, say('m3', 'agent', 'Which region?')], { answer: yes })).toBe(true);
  });

  it('an answer made before its question was read: after its own last saying', () => {
    const unknown = anchor(undefined, undefined, 'Yes');
    expect(turnOver(asked, { answer: unknown })).toBe(false);
    expect(turnOver([...asked, say('m3', 'agent', 'Which region?')], { answer: unknown })).toBe(true);
  });

  it('never from an agent message before its answer, or from another question', () => {
    expect(turnOver([say('m0', 'agent', 'Hello'), ...asked], { answer: yes })).toBe(false);
    expect(turnOver([...asked, say('m3', 'agent', 'Next?')], { answer: anchor('m9', 'Other?', 'Yes') })).toBe(
      false,
    );
  });
});

describe('did the agent speak after a message typed in the chat?', () => {
  const messages = (...roles: string[]): Message[] =>
    roles
      .map((role, index) => readMessage({ id: String(index), role, content: role }, index))
      .filter((m): m is Message => m !== undefined);

  it('only when a new agent message follows the person’s message', () => {
    expect(turnOver(messages('user', 'assistant', 'user'), { agentCountBefore: 1 })).toBe(false);
    expect(turnOver(messages('user', 'assistant', 'user', 'assistant'), { agentCountBefore: 1 })).toBe(true);
    expect(turnOver(messages('user'), { agentCountBefore: 0 })).toBe(false);
  });
});
