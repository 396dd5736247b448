// @vitest-environment jsdom
// A row that stops waiting stays a moment, then closes (marked, for its transition), then goes.
import { act, renderHook } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/testing/builders';
import type { Job } from '@/lib/api/resources/job';
import { selectWaitingJobs } from '@/domain/jobs/waiting-jobs';
import { waitingWork } from '@/domain/jobs/waiting-work';
import { useInboxEntries } from './use-inbox-entries';

/** The inbox's rows as the screen reads them: the awake ones, from the waiting work of `jobs`. */
function useAwakeRows(jobs: Job[]) {
  const work = useMemo(() => waitingWork(selectWaitingJobs(jobs), [], false), [jobs]);
  return useInboxEntries(work, jobs).awake;
}

describe('useInboxEntries', () => {
  afterEach(() => vi.useRealTimers());

  it('closes a departed row before dropping it', () => {
    vi.useFakeTimers();
    const waiting = buildJob({ id: 'a', state: 'ambiguous' });
    const { result, rerender } = renderHook(({ jobs }: { jobs: Job[] }) => useAwakeRows(jobs), {
      initialProps: { jobs: [waiting] },
    });
    expect(result.current.map((entry) => [entry.id, entry.departed, entry.closing])).toEqual([
      ['a', false, undefined],
    ]);
    rerender({ jobs: [buildJob({ id: 'a', state: 'done' })] });
    expect(result.current.map((entry) => [entry.departed, entry.closing])).toEqual([[true, undefined]]);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.map((entry) => [entry.departed, entry.closing])).toEqual([[true, true]]);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toEqual([]);
  });

  it('sets the snoozed jobs apart as the waiting work does, never as departed rows', () => {
    const a = buildJob({ id: 'a', state: 'ambiguous' });
    const b = buildJob({ id: 'b', state: 'ambiguous' });
    const snoozedB = waitingWork([a], [b], false);
    const { result, rerender } = renderHook(
      ({ work }: { work: ReturnType<typeof waitingWork> }) => useInboxEntries(work, [a, b]),
      { initialProps: { work: snoozedB } },
    );
    const rows = () => ({
      awake: result.current.awake.map((entry) => [entry.id, entry.departed]),
      snoozed: result.current.snoozed.map((entry) => [entry.id, entry.departed]),
    });
    expect(rows()).toEqual({ awake: [['a', false]], snoozed: [['b', false]] });
    rerender({ work: waitingWork([a, b], [], false) });
    expect(rows()).toEqual({
      awake: [
        ['a', false],
        ['b', false],
      ],
      snoozed: [],
    });
  });
});
