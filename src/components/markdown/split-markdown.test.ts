import { describe, expect, it } from 'vitest';
import { splitMarkdown } from './split-markdown';

describe('splitMarkdown', () => {
  it('keeps a short text whole, and loses or adds nothing when it splits', () => {
    expect(splitMarkdown('# Hi\n\ntext')).toEqual(['# Hi\n\ntext']);
    const text = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} with *some* words.`).join('\n\n');
    const pieces = splitMarkdown(text, 500);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeLessThan(600);
  });

  it('never splits inside fenced code, nor before an indented line', () => {
    const code = '```js\n' + Array.from({ length: 100 }, (_, i) => `line ${i}\n\n`).join('') + '```\n';
    const list = '- item\n\n    indented continuation of the item\n\n';
    const text = 'Intro.\n\n' + code + '\n' + list.repeat(40) + 'End.\n';
    const pieces = splitMarkdown(text, 100);
    expect(pieces.join('')).toBe(text);
    // The whole fence is in one piece.
    expect(pieces.some((piece) => piece.includes('```js') && piece.includes('line 99\n\n```'))).toBe(true);
    for (const piece of pieces) expect(piece.startsWith(' ')).toBe(false);
  });

  it('a fence closes only with its own marker, at least as long', () => {
    const text = '~~~~\n```\n\nstill code\n\n~~~\n\nstill code\n~~~~\n\n' + 'after\n\n'.repeat(50);
    const pieces = splitMarkdown(text, 10);
    expect(pieces[0]).toContain('still code\n~~~~\n');
  });

  it('takes a line of inline code in triple backticks for text, not for a fence', () => {
    const code = '```\nfirst\n\nsecond\n```\n';
    const text = '```npm i``` first.\n\n' + 'words\n\n'.repeat(20) + code + '\n' + 'after\n\n'.repeat(20);
    const pieces = splitMarkdown(text, 50);
    expect(pieces.join('')).toBe(text);
    expect(pieces.some((piece) => piece.includes(code))).toBe(true);
  });
});
