// @vitest-environment jsdom
// A new build waits for the person: offered, never applied by itself; Reload lets the waiting
// worker in and reloads once it controls the page. Checks on a shown tab and hourly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_EVERY_MS, watchForUpdates, type UpdatableWorker } from './watch-for-updates';

type Listener = (event: { isUpdate?: boolean }) => void;

function fakeWorker() {
  const listeners = new Map<string, Listener[]>();
  const worker = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  } satisfies UpdatableWorker;
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) =>
    (listeners.get(type) ?? []).forEach((listener) => listener(event));
  return { worker, fire };
}

function watch() {
  const { worker, fire } = fakeWorker();
  let offered: (() => void) | undefined;
  const page = { offer: vi.fn((reload: () => void) => (offered = reload)), reload: vi.fn() };
  const stop = watchForUpdates(worker, page);
  return { worker, fire, page, stop, clickReload: () => offered?.() };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchForUpdates', () => {
  it('offers a waiting build and lets it in only when the person asks, then reloads once it controls', () => {
    const { worker, fire, page, stop, clickReload } = watch();
    stops.push(stop);
    fire('waiting', { isUpdate: true });
    expect(page.offer).toHaveBeenCalledTimes(1);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();

    clickReload();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(page.reload).not.toHaveBeenCalled(); // not before the new worker controls the page
    fire('controlling', { isUpdate: true });
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself; a first install offers nothing', () => {
    const { fire, page, stop } = watch();
    stops.push(stop);
    fire('controlling', { isUpdate: false }); // the first worker claims the page
    expect(page.offer).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('when another tab let the new build in, offers a plain reload', () => {
    const { worker, fire, page, stop, clickReload } = watch();
    stops.push(stop);
    fire('controlling', { isUpdate: true });
    expect(page.reload).not.toHaveBeenCalled();
    clickReload();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('checks for an update when the tab is shown again and every hour, not while hidden', () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { worker, stop } = watch();
    expect(worker.update).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
    expect(worker.update).toHaveBeenCalledTimes(2);

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
    expect(worker.update).toHaveBeenCalledTimes(2);

    stop();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker.update).toHaveBeenCalledTimes(2);
  });
});
