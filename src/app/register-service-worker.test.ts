// @vitest-environment jsdom
// The service worker's install (precaching every built file) waits until the first visit's own
// work is done: not at load, but QUIET_AFTER_LOAD_MS after it, at an idle moment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstVisitSettles, QUIET_AFTER_LOAD_MS } from './register-service-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstVisitSettles', () => {
  it('runs once, QUIET_AFTER_LOAD_MS after a load that has happened, at an idle moment', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const run = vi.fn();
    afterFirstVisitSettles(run);
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled(); // waits for the idle moment
    idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    afterFirstVisitSettles(run);
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 2);
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
    expect(run).toHaveBeenCalledTimes(1); // no idle callbacks in this browser: at once
    readyState.mockRestore();
  });
});
