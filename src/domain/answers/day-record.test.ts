import { describe, expect, it } from 'vitest';
import type { LoggedAnswer } from './answer-log-store';
import { daySoFar, differsFromBefore, differsText, todayText } from './day-record';

const entry = (choice: string, at: number, extra: Partial<LoggedAnswer> = {}): LoggedAnswer => ({
  id: `${choice}-${at}`,
  jobId: `job-${at}`,
  title: 'Deploy',
  question: 'Q',
  choice,
  at,
  byRule: false,
  ...extra,
});

describe('differsFromBefore', () => {
  it('says how many last times the person chose otherwise, by hand, for the same question', () => {
    const log = [entry('Staging', 1), entry('Production', 2), entry('Production', 3), entry('Production', 4)];
    const differs = differsFromBefore(log, 'Q', 'Staging');
    expect(differs && differsText(differs)).toBe('You chose Production the last 3 times');
    expect(differsFromBefore(log, 'Q', 'production')).toBeUndefined();
    expect(differsFromBefore(log, 'other', 'Staging')).toBeUndefined();
  });

  it('needs two times at least, and sets aside answers a rule gave', () => {
    expect(differsFromBefore([entry('Production', 1)], 'Q', 'Staging')).toBeUndefined();
    const log = [entry('Production', 1), entry('Production', 2), entry('Staging', 3, { byRule: true })];
    expect(differsFromBefore(log, 'Q', 'Staging')?.times).toBe(2);
  });
});

describe('daySoFar', () => {
  it('counts today only, with the median wait and the answers by rules', () => {
    const noon = new Date(2026, 10, 28, 12).getTime();
    const log = [
      entry('A', noon - 24 * 3_600_000, { waitedMs: 1 }),
      entry('A', noon - 3_000, { waitedMs: 60_000 }),
      entry('B', noon - 2_000, { waitedMs: 180_000, byRule: true }),
      entry('C', noon - 1_000, { waitedMs: 600_000 }),
    ];
    const day = daySoFar(log, noon);
    expect(day).toEqual({ answered: 3, medianWaitMs: 180_000, byRules: 1 });
    expect(todayText(day, 2)).toBe('Today: 3 answered · median wait 3 min · 1 by rules · 2 overdue now');
    expect(todayText(daySoFar([], noon), 0)).toBe(
      'Today: 0 answered · no median wait yet · 0 by rules · 0 overdue now',
    );
  });
});
