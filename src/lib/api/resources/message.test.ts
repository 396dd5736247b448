import { describe, expect, it } from 'vitest';
import { readMessage } from './message';

describe('readMessage', () => {
  it.each([
    [{ id: '1', role: 'user', content: 'hi' }, 'user', 'hi'],
    [
      {
        id: '2',
        role: 'assistant',
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
      },
      'agent',
      'a\n\nb',
    ],
    [{ id: '3', author: 'agent', text: 'hello' }, 'agent', 'hello'],
    [{ id: '4', author: { role: 'user', name: 'Ann' }, body: 'yo' }, 'user', 'yo'],
    [{ id: '5', sender: 'bot', message: { text: 'nested' } }, 'agent', 'nested'],
    [{ id: '6', role: 'model', parts: [{ text: 'gemini style' }] }, 'agent', 'gemini style'],
    [
      { id: '7', role: 'assistant', content: { type: 'text', text: { value: 'openai threads' } } },
      'agent',
      'openai threads',
    ],
    [
      {
        id: '8',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'responses api', annotations: [] }],
      },
      'agent',
      'responses api',
    ],
    [{ id: '9', role: 'user', content: [{ type: 'input_text', text: 'asked' }] }, 'user', 'asked'],
    [
      {
        id: '10',
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'hidden thoughts' },
          { type: 'tool_use', name: 'x', input: {} },
          { type: 'output_text', text: 'only this' },
        ],
      },
      'agent',
      'only this',
    ],
    [{ id: '11', from: 'user', body: { contentType: 'text', content: 'graph body' } }, 'user', 'graph body'],
    [
      { id: '12', type: 'message', role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot' }] },
      'agent',
      'I cannot',
    ],
  ])('reads %j', (raw, author, text) => {
    const message = readMessage(raw, 0);
    expect(message?.author).toBe(author);
    expect(message?.text).toBe(text);
  });

  it('keeps the raw JSON when no text can be found', () => {
    const message = readMessage({ id: 'x', role: 'assistant', content: [{ type: 'image', url: 'u' }] }, 0);
    expect(message?.text).toBeUndefined();
    expect(message?.raw).toEqual({ id: 'x', role: 'assistant', content: [{ type: 'image', url: 'u' }] });
  });

  it('gives an id to messages without one and skips non-objects', () => {
    expect(readMessage({ role: 'user', content: 'a' }, 4)?.id).toBe('index-4');
    expect(readMessage('just text', 0)).toBeUndefined();
  });
});
