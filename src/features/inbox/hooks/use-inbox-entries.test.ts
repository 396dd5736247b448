// @vitest-environment jsdom
// A row that stops waiting stays a moment, then closes (marked, for its transition), then goes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/testing/builders';
import type { Job } from '@/lib/api/resources/job';
import { useInboxEntries } from './use-inbox-entries';

describe('useInboxEntries', () => {
  afterEach(() => vi.useRealTimers());

  it('closes a departed row before dropping it', () => {
    vi.useFakeTimers();
    const waiting = buildJob({ id: 'a', state: 'ambiguous' });
    const { result, rerender } = renderHook(({ jobs }: { jobs: Job[] }) => useInboxEntries(jobs), {
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
});
