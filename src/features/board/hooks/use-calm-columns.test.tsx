import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTER_GRACE_MS, useCalmColumns } from './use-calm-columns';

describe('useCalmColumns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a column calm for a moment after the pointer leaves it, and releases focus at once', () => {
    const { result } = renderHook(() => useCalmColumns());
    act(() => result.current.onCalmChange('backlog', 'pointer', true));
    act(() => result.current.onCalmChange('done', 'focus', true));
    expect([...result.current.calm].sort()).toEqual(['backlog', 'done']);
    act(() => result.current.onCalmChange('done', 'focus', false));
    act(() => result.current.onCalmChange('backlog', 'pointer', false));
    expect([...result.current.calm]).toEqual(['backlog']);
    act(() => {
      vi.advanceTimersByTime(POINTER_GRACE_MS - 1);
    });
    expect([...result.current.calm]).toEqual(['backlog']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect([...result.current.calm]).toEqual([]);
  });

  it('a pointer that comes back within the moment keeps the column calm', () => {
    const { result } = renderHook(() => useCalmColumns());
    act(() => result.current.onCalmChange('backlog', 'pointer', true));
    act(() => result.current.onCalmChange('backlog', 'pointer', false));
    act(() => result.current.onCalmChange('backlog', 'pointer', true));
    act(() => {
      vi.advanceTimersByTime(POINTER_GRACE_MS * 2);
    });
    expect([...result.current.calm]).toEqual(['backlog']);
  });

  it('leaves no timer behind when the board goes', () => {
    const { result, unmount } = renderHook(() => useCalmColumns());
    act(() => result.current.onCalmChange('backlog', 'pointer', true));
    act(() => result.current.onCalmChange('backlog', 'pointer', false));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
