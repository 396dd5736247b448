import { describe, expect, it } from 'vitest';
import { assertLinear, MAX_NS_PER_CHAR, timeOf } from '@/testing/linear-time';
import { extractChoices } from './choices';

describe('extractChoices on hostile text', () => {
  it('takes linear time on any mix of backtracking characters', () => {
    assertLinear(extractChoices);
  });

  it.each([
    ['a run of [', `Which one? ${'['.repeat(100_000)}`],
    ['a list item with padding and a line separator', `Pick one?\n- ${' '.repeat(100_000)}a\u2028a\n- b`],
    ['a label ending in quotes', `Pick?\n1. a${'"'.repeat(100_000)}x\n2. b`],
    ['a label ending in dots', `Pick?\n1. a${'.'.repeat(100_000)}x\n2. b`],
  ])('stays within the bound on %s', (_name, text) => {
    expect(timeOf(extractChoices, text)).toBeLessThan(20 + (text.length * MAX_NS_PER_CHAR) / 1e6);
  });

  it('still reads links as their labels', () => {
    expect(extractChoices('Which one?\n1. [Production](https://x) — live\n2. ![Staging](s.png)')).toEqual([
      'Production',
      'Staging',
    ]);
    expect(extractChoices('Which one?\n1. [a [b](c)\n2. [d] (e)')).toEqual(['a [b', '[d] (e)']);
  });
});
