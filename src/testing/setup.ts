import { afterEach } from 'vitest';

// Tests that run with a DOM (every .tsx test, and a .ts test that asks for jsdom) unmount what they
// rendered and start from empty storage; tests of plain modules run without one.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
