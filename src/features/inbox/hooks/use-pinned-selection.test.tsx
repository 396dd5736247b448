// The inbox's selection stays on the job the person sees selected while the list changes around it.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePinnedSelection } from './use-pinned-selection';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('usePinnedSelection', () => {
  it('pins the first row by default: a row arriving above it does not take the selection', () => {
    const hook = renderHook(({ list }) => usePinnedSelection(list), {
      initialProps: { list: rows('b', 'c') },
    });
    expect(hook.result.current[0]?.id).toBe('b');
    hook.rerender({ list: rows('a', 'b', 'c') });
    expect(hook.result.current[0]?.id).toBe('b');
  });

  it('keeps a chosen row wherever it moves, and goes back to the first when it leaves', () => {
    const hook = renderHook(({ list }) => usePinnedSelection(list), {
      initialProps: { list: rows('a', 'b') },
    });
    act(() => hook.result.current[1]('b'));
    hook.rerender({ list: rows('x', 'a', 'b') });
    expect(hook.result.current[0]?.id).toBe('b');
    hook.rerender({ list: rows('x', 'a') });
    expect(hook.result.current[0]?.id).toBe('x');
    hook.rerender({ list: rows('y', 'x', 'a') });
    expect(hook.result.current[0]?.id).toBe('x');
  });

  it('selects nothing in an empty list', () => {
    const hook = renderHook(() => usePinnedSelection(rows()));
    expect(hook.result.current[0]).toBeUndefined();
  });
});
