import { describe, expect, it } from 'vitest';
import * as v from '@/lib/valibot';
import { jobSchema } from '@/lib/api/resources/job';
import { nextWake, snoozeOf, stillSnoozed, tomorrowMorning } from './snoozes';

const NOW = new Date(2026, 10, 26, 22, 30).getTime();
const job = v.parse(jobSchema, {
  id: 'j1',
  state: 'ambiguous',
  title: 'Job',
  updated_at: '2026-11-26T22:00:00Z',
});

describe('snooze wake rules', () => {
  it('holds a job back for an hour, then lets it go', () => {
    const snooze = snoozeOf(job, '1 hour', NOW);
    expect(stillSnoozed(snooze, job, NOW + 3_599_999)).toBe(true);
    expect(stillSnoozed(snooze, job, NOW + 3_600_000)).toBe(false);
  });

  it('"Until tomorrow" ends at 9:00 local time the next day', () => {
    expect(new Date(tomorrowMorning(NOW))).toEqual(new Date(2026, 10, 27, 9, 0));
    const snooze = snoozeOf(job, 'Until tomorrow', NOW);
    expect(stillSnoozed(snooze, job, new Date(2026, 10, 27, 8, 59).getTime())).toBe(true);
    expect(stillSnoozed(snooze, job, new Date(2026, 10, 27, 9, 0).getTime())).toBe(false);
  });

  it('wakes at once when the job changes state, or its agent asks again', () => {
    for (const choice of ['1 hour', 'Until tomorrow', 'Until it changes'] as const) {
      const snooze = snoozeOf(job, choice, NOW);
      expect(stillSnoozed(snooze, job, NOW + 1000)).toBe(true);
      expect(stillSnoozed(snooze, { ...job, state: 'in_progress' }, NOW + 1000)).toBe(false);
      expect(stillSnoozed(snooze, { ...job, updatedAt: '2026-11-26T22:40:00Z' }, NOW + 1000)).toBe(false);
    }
    expect(stillSnoozed(snoozeOf(job, 'Until it changes', NOW), job, NOW + 10 ** 10)).toBe(true);
  });

  it('re-checks at the next timed end', () => {
    const snoozes = {
      a: snoozeOf(job, 'Until tomorrow', NOW),
      b: snoozeOf(job, '1 hour', NOW),
      c: snoozeOf(job, 'Until it changes', NOW),
    };
    expect(nextWake(snoozes, NOW)).toBe(NOW + 3_600_000);
    expect(nextWake({}, NOW)).toBeUndefined();
  });
});
