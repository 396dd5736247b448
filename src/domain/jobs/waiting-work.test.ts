import { describe, expect, it } from 'vitest';
import { jobSchema } from '@/lib/api/resources/job';
import * as v from '@/lib/valibot';
import { nextWaiting, waitingWork } from './waiting-work';

const job = (id: string, updated_at?: string) =>
  v.parse(jobSchema, { id, state: 'ambiguous', title: id, ...(updated_at ? { updated_at } : {}) });

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

  it('lists every waiting job, awake or snoozed, oldest waiting first', () => {
    const work = waitingWork(
      [job('b', '2026-11-28T10:00:00Z'), job('c', '2026-11-28T12:00:00Z')],
      [job('a', '2026-11-28T09:00:00Z'), job('d', '2026-11-28T11:00:00Z')],
      false,
    );
    expect(work.all.map((j) => j.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});
