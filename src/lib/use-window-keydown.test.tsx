// The window's keys reach the latest handler while enabled, and none while disabled.
import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWindowKeydown } from './use-window-keydown';

describe('useWindowKeydown', () => {
  it('calls the latest handler while enabled, and nothing while disabled', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ onKey, enabled }) => useWindowKeydown(onKey, enabled), {
      initialProps: { onKey: first, enabled: true },
    });
    fireEvent.keyDown(window, { key: 'j' });
    expect(first).toHaveBeenCalledTimes(1);
    hook.rerender({ onKey: second, enabled: false });
    fireEvent.keyDown(window, { key: 'j' });
    expect(second).not.toHaveBeenCalled();
    hook.rerender({ onKey: second, enabled: true });
    fireEvent.keyDown(window, { key: 'o' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    hook.unmount();
    fireEvent.keyDown(window, { key: 'o' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
