import { describe, expect, it, vi } from 'vitest';
import { compareInstants, durationSince, firstTime, formatReadTime, formatTime, parseTime } from './time';

describe('time', () => {
  it('parses what Date.parse reads and gives undefined, never NaN, for the rest', () => {
    expect(parseTime('2026-11-26T10:00:00Z')).toBe(Date.UTC(2026, 10, 26, 10));
    expect(parseTime('yesterday')).toBeUndefined();
    expect(parseTime('')).toBeUndefined();
    expect(parseTime(undefined)).toBeUndefined();
    expect(firstTime('nonsense', undefined, '2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(firstTime('nonsense')).toBeUndefined();
  });

  it('says how long ago in short words', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(durationSince(now - 10_000, now)).toBe('under a minute');
    expect(durationSince(now - 4 * 60_000, now)).toBe('4 min');
    expect(durationSince(now - 3 * 3_600_000, now)).toBe('3 h');
    expect(durationSince(now - 3 * 86_400_000, now)).toBe('3 d');
    expect(durationSince(undefined, now)).toBeUndefined();
  });

  it('formats with one formatter per style, and nothing for an unreadable time', () => {
    const at = Date.UTC(2026, 10, 26, 12, 34, 56);
    expect(formatTime(at, 'clock')).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(at),
    );
    expect(formatTime('not a time', 'date-time')).toBeUndefined();
    expect(formatTime(Number.NaN, 'clock')).toBeUndefined();
  });
});

describe('warmTimeFormats', () => {
  it('builds the clock formatter ahead of need, so the first screen builds none', async () => {
    vi.resetModules();
    const time = await import('./time');
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    time.warmTimeFormats();
    expect(built).toHaveBeenCalledTimes(1);
    expect(time.formatTime(Date.UTC(2026, 10, 27, 10, 42), 'clock')).toMatch(/42/);
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });
});

describe('one time type', () => {
  const at = Date.UTC(2026, 0, 1);
  // Wrapped: Array.prototype.sort puts undefined elements last without asking the comparison.
  const sorted = (unknown: 'first' | 'last') =>
    [at + 2, undefined, at, undefined, at + 1]
      .map((time) => ({ time }))
      .sort((a, b) => compareInstants(a.time, b.time, unknown))
      .map(({ time }) => time);

  it('orders known times earliest first, and every unknown one where asked', () => {
    expect(sorted('last')).toEqual([at, at + 1, at + 2, undefined, undefined]);
    expect(sorted('first')).toEqual([undefined, undefined, at, at + 1, at + 2]);
  });

  it('never answers NaN: two unknown times are equal', () => {
    expect(compareInstants(undefined, undefined, 'last')).toBe(0);
    expect(compareInstants(undefined, undefined, 'first')).toBe(0);
    expect(compareInstants(parseTime('not a time'), at, 'last')).toBeGreaterThan(0);
    expect(compareInstants(parseTime('not a time'), at, 'first')).toBeLessThan(0);
  });
});

describe('formatReadTime', () => {
  it('says a read of today by its clock time, an older one with its date', () => {
    const now = new Date(2026, 10, 29, 15, 0).getTime();
    const today = new Date(2026, 10, 29, 9, 42).getTime();
    const before = new Date(2026, 10, 27, 9, 42).getTime();
    expect(formatReadTime(today, now)).toBe(formatTime(today, 'clock'));
    expect(formatReadTime(before, now)).toBe(formatTime(before, 'date-minute'));
    expect(formatReadTime(before, now)).not.toBe(formatTime(before, 'clock'));
  });
});
