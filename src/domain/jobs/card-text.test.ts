import { describe, expect, it } from 'vitest';
import { buildJob } from '@/testing/builders';
import { activityWorthShowing, failureHeadline } from './card-text';

describe('card text', () => {
  it('drops an activity that only repeats the state', () => {
    expect(
      activityWorthShowing(buildJob({ id: 'j', state: 'done', last_activity: 'Finished.' })),
    ).toBeUndefined();
    expect(
      activityWorthShowing(buildJob({ id: 'j', state: 'failed', last_activity: 'Failed' })),
    ).toBeUndefined();
    expect(
      activityWorthShowing(buildJob({ id: 'j', state: 'in_progress', last_activity: 'In progress' })),
    ).toBeUndefined();
    expect(
      activityWorthShowing(buildJob({ id: 'j', state: 'done', last_activity: 'Wrote the report' })),
    ).toBe('Wrote the report');
    expect(activityWorthShowing(buildJob({ id: 'j', state: 'failed', last_activity: '  ' }))).toBeUndefined();
  });

  it("gives a failure reason's first line", () => {
    expect(
      failureHeadline(buildJob({ id: 'j', failure_reason: '\n  Timed out reaching the CRM\nstack: …' })),
    ).toBe('Timed out reaching the CRM');
    expect(failureHeadline(buildJob({ id: 'j', failure_reason: 'x'.repeat(10_000) }))).toHaveLength(200);
    expect(failureHeadline(buildJob({ id: 'j' }))).toBeUndefined();
  });
});
