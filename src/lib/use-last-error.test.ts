// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useLastError } from './use-last-error';

interface Props {
  error: Error | null;
  loaded: boolean;
}
/** The hook, first given `initialProps`; `step` renders it with new ones and returns what it gives. */
function renderLastError(initialProps: Props) {
  const { result, rerender } = renderHook(({ error, loaded }: Props) => useLastError(error, loaded), {
    initialProps,
  });
  const step = (error: Error | null, loaded: boolean) => {
    rerender({ error, loaded });
    return result.current;
  };
  return { result, step };
}

describe('useLastError', () => {
  it('keeps a failure while the read is tried again, and lets it go once data loads', () => {
    const failure = new Error('Could not reach the service.');
    const { result, step } = renderLastError({ error: null as Error | null, loaded: false });
    expect(result.current).toBeUndefined();
    expect(step(failure, false)).toBe(failure);
    expect(step(null, false)).toBe(failure); // pending again: a retry is under way
    const later = new Error('The service failed (503).');
    expect(step(later, false)).toBe(later);
    expect(step(null, true)).toBeUndefined();
    expect(step(null, false)).toBeUndefined(); // e.g. the account changed and the list was reset
  });

  it('forgets a failure of the previous key once the settings change', () => {
    const failure = new Error('This key lacks the jobs:read scope.');
    const { step } = renderLastError({ error: failure, loaded: false });
    expect(step(null, false)).toBe(failure);
    act(() =>
      useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: 'another-key', remember: false }),
    );
    expect(step(null, false)).toBeUndefined(); // the list was reset for the new key and is read again
  });

  it('with data loaded, a failed re-read is simply the error (and settles: no render loop)', () => {
    const failure = new Error('The service failed (503).');
    const { step } = renderLastError({ error: failure, loaded: false });
    expect(step(failure, true)).toBe(failure);
    expect(step(null, true)).toBeUndefined();
  });
});
