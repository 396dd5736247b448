import { describe, expect, it } from 'vitest';
import { assertLinear, growsLinearly } from '@/testing/linear-time';
import { extractChoices, withoutChoiceList } from './choices';

describe('extractChoices on hostile text', () => {
  it('takes linear time on any mix of backtracking characters', () => {
    assertLinear(extractChoices);
    assertLinear(withoutChoiceList);
  }, 60_000);

  it.each([
    ['a run of [', (n: number) => `Which one? ${'['.repeat(n)}`],
    [
      'a list item with padding and a line separator',
      (n: number) => `Pick one?\n- ${' '.repeat(n)}a\u2028a\n- b`,
    ],
    ['a label ending in quotes', (n: number) => `Pick?\n1. a${'"'.repeat(n)}x\n2. b`],
    ['a label ending in dots', (n: number) => `Pick?\n1. a${'.'.repeat(n)}x\n2. b`],
  ])('grows linearly on %s', (_name, make) => {
    expect(growsLinearly(extractChoices, make)).toBe(true);
  });

  it('still reads links as their labels', () => {
    expect(extractChoices('Which one?\n1. [Production](https://x) — live\n2. ![Staging](s.png)')).toEqual([
      'Production',
      'Staging',
    ]);
    expect(extractChoices('Which one?\n1. [a [b](c)\n2. [d] (e)')).toEqual(['a [b', '[d] (e)']);
  });
});
