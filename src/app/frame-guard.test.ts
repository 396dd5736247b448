// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startUnlessFramed } from './frame-guard';

const href = 'https://console.example/jobs';
const framed = { top: {}, self: {}, location: { href } };

function setUp() {
  const root = document.createElement('div');
  root.textContent = 'static bar';
  return { root, start: vi.fn() };
}

describe('startUnlessFramed', () => {
  it('starts at once in its own tab, without asking the host', () => {
    const { root, start } = setUp();
    const allowsFraming = vi.fn(async () => false);
    startUnlessFramed(root, start, { win: window, allowsFraming });
    expect(start).toHaveBeenCalledOnce();
    expect(allowsFraming).not.toHaveBeenCalled();
  });

  it('inside a frame the host has not allowed, starts nothing and says why', async () => {
    const { root, start } = setUp();
    startUnlessFramed(root, start, { win: framed, allowsFraming: async () => false });
    await vi.waitFor(() => expect(root.textContent).toContain('runs only in its own tab'));
    expect(start).not.toHaveBeenCalled();
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.rel).toBe('noopener noreferrer');
  });

  it('inside a frame the host allows ("allowFraming": true), starts', async () => {
    const { root, start } = setUp();
    startUnlessFramed(root, start, { win: framed, allowsFraming: async () => true });
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(root.textContent).toBe('static bar');
  });

  it('reads the opt-in from the host settings file, and only a literal true', async () => {
    for (const [body, allowed] of [
      [{ allowFraming: true }, true],
      [{ allowFraming: 'true' }, false],
      [{}, false],
    ] as const) {
      vi.resetModules();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(body)),
      );
      const { providedAllowsFraming } = await import('@/lib/api/provided-settings');
      expect(await providedAllowsFraming()).toBe(allowed);
      vi.unstubAllGlobals();
    }
  });
});
