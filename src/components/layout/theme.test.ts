// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
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

/** A system setting that can change, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function systemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const themeClasses = () =>
  [...document.documentElement.classList].filter((c) => c === 'dark' || c === 'light');

describe('the theme on <html>', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
    document.documentElement.className = '';
  });

  it('is one class, dark or light: the pick, or the system’s theme', async () => {
    systemTheme(true);
    const { applyTheme } = await import('./theme');
    applyTheme('system');
    expect(themeClasses()).toEqual(['dark']);
    applyTheme('light');
    expect(themeClasses()).toEqual(['light']);
    applyTheme('dark');
    expect(themeClasses()).toEqual(['dark']);
  });

  it('follows the system as it changes while the choice is the system’s, and only then', async () => {
    const system = systemTheme(false);
    const store = await freshStore();
    const { useThemeEffect } = await import('./theme');
    const { unmount } = renderHook(() => useThemeEffect());
    expect(themeClasses()).toEqual(['light']);
    act(() => system.change(true));
    expect(themeClasses()).toEqual(['dark']);

    act(() => store.getState().cycle()); // light, picked
    expect(themeClasses()).toEqual(['light']);
    expect(system.listeners.size).toBe(0);
    act(() => system.change(false));
    act(() => system.change(true));
    expect(themeClasses()).toEqual(['light']);
    unmount();
  });
});
