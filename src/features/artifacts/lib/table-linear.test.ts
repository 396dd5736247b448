import { describe, expect, it } from 'vitest';
import { assertLinear, growsLinearly } from '@/testing/linear-time';
import { parseTable } from './table-data';

describe('parseTable on hostile text', () => {
  it('takes linear time on any mix of backtracking characters, as CSV and as TSV', () => {
    assertLinear((text) => parseTable(text, ','));
    assertLinear((text) => parseTable(text, '\t'));
  }, 60_000);

  it.each([
    ['one unclosed quoted field', (n: number) => `a,b\n"${'x,'.repeat(Math.ceil(n / 2))}`],
    ['a run of doubled quotes', (n: number) => `a\n"${'""'.repeat(Math.ceil(n / 2))}"`],
    ['many short rows', (n: number) => 'a,b\n' + '1,2\n'.repeat(Math.ceil(n / 4))],
  ])('grows linearly on %s', (_name, make) => {
    expect(growsLinearly((text: string) => parseTable(text, ','), make)).toBe(true);
  });
});
