import { describe, expect, it } from 'vitest';
import { assertLinear, growsLinearly } from '@/testing/linear-time';
import { questionKey } from './alike';

describe('questionKey on hostile text', () => {
  it('takes linear time on any mix of backtracking characters', () => {
    assertLinear(questionKey);
  }, 60_000);

  it.each([
    ['a long choice list', (n: number) => `Pick one?\n${'- a\n'.repeat(Math.ceil(n / 4))}`],
    [
      'a long list of distinct choices',
      (n: number) => `Pick one?\n${[...Array(Math.ceil(n / 8)).keys()].map((i) => `- c${i}`).join('\n')}`,
    ],
    ['a run of emphasis marks', (n: number) => `Pick one? ${'*'.repeat(n)}x\n1. a\n2. b`],
    ['marks between words', (n: number) => `Pick one? ${'a_*'.repeat(Math.ceil(n / 3))}\n1. a\n2. b`],
    ['a run of spaces', (n: number) => `Pick one?${' '.repeat(n)}x\n1. a\n2. b`],
  ])('grows linearly on %s', (_name, make) => {
    expect(growsLinearly(questionKey, make)).toBe(true);
  });
});
