import { describe, expect, it } from 'vitest';
import { isQuiet, minutesToTime, quietSummary, timeToMinutes, type QuietHours } from './quiet-hours';

// 2026-11-27 is a Friday (5), the 28th a Saturday (6).
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

describe('isQuiet', () => {
  const night: QuietHours = { enabled: true, start: 22 * 60, end: 7 * 60, days: [5] };

  it('runs past midnight into the next morning, from the day it starts on', () => {
    expect(isQuiet(night, at(27, 21, 59))).toBe(false);
    expect(isQuiet(night, at(27, 22))).toBe(true);
    expect(isQuiet(night, at(28, 6, 59))).toBe(true);
    expect(isQuiet(night, at(28, 7))).toBe(false);
    // Saturday night is not one of its days.
    expect(isQuiet(night, at(28, 23))).toBe(false);
  });

  it('keeps to a span within a day, a whole day when start equals end, and nothing when off', () => {
    const lunch: QuietHours = { enabled: true, start: 12 * 60, end: 13 * 60, days: [6] };
    expect(isQuiet(lunch, at(28, 12, 30))).toBe(true);
    expect(isQuiet(lunch, at(28, 13))).toBe(false);
    expect(isQuiet({ ...lunch, end: 12 * 60 }, at(28, 3))).toBe(true);
    expect(isQuiet({ ...lunch, enabled: false }, at(28, 12, 30))).toBe(false);
  });
});

describe('words and times', () => {
  it('sums up what waits', () => {
    expect(quietSummary(7, 2)).toBe('7 jobs need input, 2 overdue');
    expect(quietSummary(1, 0)).toBe('1 job needs input');
  });
  it('reads and writes times of day', () => {
    expect(timeToMinutes('07:30')).toBe(450);
    expect(timeToMinutes('24:00')).toBeUndefined();
    expect(minutesToTime(450)).toBe('07:30');
  });
});
