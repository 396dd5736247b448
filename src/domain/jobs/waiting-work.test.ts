import { describe, expect, it } from 'vitest';
import { jobSchema } from '@/lib/api/resources/job';
import * as v from '@/lib/valibot';
import { nextWaiting, waitingWork } from './waiting-work';

const job = (id: string) => v.parse(jobSchema, { id, state: 'ambiguous', title: id });

describe('waiting work', () => {
  it('counts the awake jobs only, as every screen shows the count', () => {
    const work = waitingWork([job('a'), job('b')], [job('z')], false);
    expect(work.count).toBe('2');
    expect(waitingWork([], [job('z')], false).count).toBe('0');
    expect(
      waitingWork(
        Array.from({ length: 1240 }, (_, i) => job(`j${i}`)),
        [],
        true,
      ).count,
    ).toBe('1,240+');
  });

  it('offers the oldest awake job after the one answered, never a snoozed one', () => {
    const work = waitingWork([job('a'), job('b'), job('c')], [job('z')], false);
    expect(nextWaiting(work, 'a')).toEqual({ next: job('b'), left: 2 });
    expect(nextWaiting(work, 'b')).toEqual({ next: job('a'), left: 2 });
    expect(nextWaiting(waitingWork([job('a')], [job('z')], false), 'a')).toEqual({ left: 0 });
  });
});
