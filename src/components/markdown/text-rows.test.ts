import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowText, textRows } from './text-rows';

function rowsOf(text: string, width: number): string[] {
  const starts = textRows(text, width);
  return starts.map((_, index) => rowText(text, starts, index));
}

describe('textRows', () => {
  it('makes a row of each line, and of each part of a long line', () => {
    expect(rowsOf('a\nbb\n\nc', 10)).toEqual(['a', 'bb', '', 'c']);
    expect(rowsOf('abcdefgh\nij', 3)).toEqual(['abc', 'def', 'gh', 'ij']);
    expect(rowsOf('', 3)).toEqual(['']);
    expect(rowsOf('a\n', 3)).toEqual(['a', '']);
  });

  it('cuts a 5 MB line into rows, never inside a character', () => {
    const line = '😀'.repeat(2_500_000);
    const starts = textRows(line, 2_000);
    expect(starts.length).toBeGreaterThan(2_400);
    for (const start of starts.slice(0, 50)) expect(line.charCodeAt(start)).toBe(0xd83d);
  });

  it('rows rejoined with their line ends give back the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 20 }), (text, width) => {
        const starts = textRows(text, width);
        const rebuilt = starts
          .map((_start, index) => {
            const next = starts[index + 1];
            return rowText(text, starts, index) + (next !== undefined && text[next - 1] === '\n' ? '\n' : '');
          })
          .join('');
        expect(rebuilt).toBe(text);
        expect(starts[0]).toBe(0);
      }),
    );
  });
});
