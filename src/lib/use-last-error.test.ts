import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastError } from './use-last-error';

describe('useLastError', () => {
  it('keeps a failure while the read is tried again, and lets it go once data loads', () => {
    const failure = new Error('Could not reach the service.');
    const { result, rerender } = renderHook(({ error, loaded }) => useLastError(error, loaded), {
      initialProps: { error: null as Error | null, loaded: false },
    });
    expect(result.current).toBeUndefined();
    rerender({ error: failure, loaded: false });
    expect(result.current).toBe(failure);
    rerender({ error: null, loaded: false }); // pending again: a retry is under way
    expect(result.current).toBe(failure);
    const later = new Error('The service failed (503).');
    rerender({ error: later, loaded: false });
    expect(result.current).toBe(later);
    rerender({ error: null, loaded: true });
    expect(result.current).toBeUndefined();
    rerender({ error: null, loaded: false }); // e.g. the account changed and the list was reset
    expect(result.current).toBeUndefined();
  });

  it('with data loaded, a failed re-read is simply the error (and settles: no render loop)', () => {
    const failure = new Error('The service failed (503).');
    const { result, rerender } = renderHook(({ error, loaded }) => useLastError(error, loaded), {
      initialProps: { error: failure as Error | null, loaded: false },
    });
    rerender({ error: failure, loaded: true });
    expect(result.current).toBe(failure);
    rerender({ error: null, loaded: true });
    expect(result.current).toBeUndefined();
  });
});
