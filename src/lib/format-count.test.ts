import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as the rest of the English interface does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_240)).toBe('1,240');
    expect(formatCount(10_000_000)).toBe('10,000,000');
    expect(formatCount(-1_240)).toBe('-1,240');
    expect(formatCount(1_234.5)).toBe('1,234.5');
  });

  it('agrees with Intl’s en-US grouping', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
    for (const count of [1, 12, 123, 1_234, 12_345, 123_456, 1_234_567, 98_765_432_1, 5_001])
      expect(formatCount(count)).toBe(intl.format(count));
  });

  it('writes a number JavaScript writes with an exponent as it is', () => {
    expect(formatCount(1e21)).toBe('1e+21');
    expect(formatCount(1e-7)).toBe('1e-7');
  });
});
