// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'agent-console:theme-choice';

async function freshStore() {
  vi.resetModules();
  return (await import('./theme')).useThemeStore;
}

describe('theme choice', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is kept on this device through the device storage, and read back at start', async () => {
    const store = await freshStore();
    expect(store.getState().choice).toBe('system');
    store.getState().cycle();
    expect(store.getState().choice).toBe('light');
    expect(window.localStorage.getItem(KEY)).toContain('"light"');
    expect((await freshStore()).getState().choice).toBe('light');
  });

  it('reads anything unexpected as the system theme', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ state: { choice: '<script>' }, version: 0 }));
    expect((await freshStore()).getState().choice).toBe('system');
    window.localStorage.setItem(KEY, 'not json');
    expect((await freshStore()).getState().choice).toBe('system');
  });

  it('a device that refuses to store keeps the choice for this page', async () => {
    const store = await freshStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.getState().cycle()).not.toThrow();
    expect(store.getState().choice).toBe('light');
  });
});
