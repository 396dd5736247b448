import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as the rest of the English interface does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_240)).toBe('1,240');
    expect(formatCount(10_000_000)).toBe('10,000,000');
  });
});
