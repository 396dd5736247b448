import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { useLastError } from './use-last-error';

interface Props {
  error: Error | null;
  loaded: boolean;
}
const renderLastError = (initialProps: Props) =>
  renderHook(({ error, loaded }: Props) => useLastError(error, loaded), { initialProps });

describe('useLastError', () => {
  it('keeps a failure while the read is tried again, and lets it go once data loads', () => {
    const failure = new Error('Could not reach the service.');
    const { result, rerender } = renderLastError({ error: null as Error | null, loaded: false });
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

  it('forgets a failure of the previous key once the settings change', () => {
    const failure = new Error('This key lacks the jobs:read scope.');
    const { result, rerender } = renderLastError({ error: failure, loaded: false });
    rerender({ error: null, loaded: false });
    expect(result.current).toBe(failure);
    act(() =>
      useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: 'another-key', remember: false }),
    );
    rerender({ error: null, loaded: false }); // the list was reset for the new key and is read again
    expect(result.current).toBeUndefined();
  });

  it('with data loaded, a failed re-read is simply the error (and settles: no render loop)', () => {
    const failure = new Error('The service failed (503).');
    const { result, rerender } = renderLastError({ error: failure, loaded: false });
    rerender({ error: failure, loaded: true });
    expect(result.current).toBe(failure);
    rerender({ error: null, loaded: true });
    expect(result.current).toBeUndefined();
  });
});
