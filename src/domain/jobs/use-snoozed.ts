// Splits waiting jobs into those that wait for the person now and those snoozed, re-checked when
// the next snooze ends by time (a job that changes wakes with the render its change causes).
import { useEffect, useMemo, useState } from 'react';
import type { Job } from '@/lib/api/resources/job';
import { nextWake, snoozeFor, stillSnoozed, useSnoozeStore } from './snoozes';

export function useSnoozed<T extends { job: Job }>(items: readonly T[]): { awake: T[]; snoozed: T[] } {
  const snoozes = useSnoozeStore((s) => s.snoozes);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const at = nextWake(snoozes, now);
    if (at === undefined) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [snoozes, now]);
  return useMemo(() => {
    const awake: T[] = [];
    const snoozed: T[] = [];
    for (const item of items)
      (stillSnoozed(snoozeFor(snoozes, item.job.id), item.job, now) ? snoozed : awake).push(item);
    return { awake, snoozed };
  }, [items, snoozes, now]);
}
