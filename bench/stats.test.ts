import { describe, expect, it } from 'vitest';
import { longestTaskMs, longTaskRatio, percentile, ratio, round } from './stats.ts';

describe('bench stats', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
  });

  it('reads the longest long task in whole milliseconds, 0 when there was none', () => {
    expect(longestTaskMs([{ duration: 51.4 }, { duration: 120.6 }, { duration: 80 }])).toBe(121);
    expect(longestTaskMs([])).toBe(0);
  });

  it('rounds and forms ratios, leaving gaps as gaps', () => {
    expect(round(1.2345, 2)).toBe(1.23);
    expect(round(undefined)).toBeUndefined();
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(10, 0)).toBeUndefined();
    expect(ratio(undefined, 3)).toBeUndefined();
  });

  it('floors each side of a long-task ratio at 50 ms', () => {
    expect(longTaskRatio(0, 0)).toBe(1);
    expect(longTaskRatio(120, 0)).toBe(2.4);
    expect(longTaskRatio(0, 100)).toBe(0.5);
    expect(longTaskRatio(150, 100)).toBe(1.5);
  });
});
