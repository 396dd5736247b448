// @vitest-environment jsdom
// A card dispatched here shows what was typed until the service renames the job.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDispatchStore, useShownTitle } from './dispatch-store';

describe('useShownTitle', () => {
  it('shows the typed text while the job has its placeholder title, and the real title after', () => {
    act(() => useDispatchStore.getState().actions.succeeded('j1', 'tidy the notes', 'New job'));
    const hook = renderHook(({ title }) => useShownTitle('j1', title), {
      initialProps: { title: 'New job' },
    });
    expect(hook.result.current).toBe('tidy the notes');
    hook.rerender({ title: 'Tidy the notes' });
    expect(hook.result.current).toBe('Tidy the notes');
  });

  it('leaves jobs dispatched elsewhere as the service names them', () => {
    const hook = renderHook(() => useShownTitle('other', 'New job'));
    expect(hook.result.current).toBe('New job');
  });
});
