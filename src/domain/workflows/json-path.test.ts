import { describe, expect, it } from 'vitest';
import { assertLinear } from '@/testing/linear-time';
import { parseServicePath } from '@/domain/workflows/json-path';

describe('parseServicePath', () => {
  it.each([
    ['input.a.b', ['a', 'b']],
    ['$.input.items[2].name', ['items', 2, 'name']],
    ['input.grid[1][0]', ['grid', 1, 0]],
    ['input.odd[x]', ['odd[x]']],
    ['input', []],
  ])('%j → %j', (text, expected) => {
    expect(parseServicePath(text)).toEqual(expected);
  });

  it('takes linear time on hostile paths', () => {
    assertLinear(parseServicePath);
  }, 60_000);
});
