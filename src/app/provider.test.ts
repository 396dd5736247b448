// The app's query defaults: which failed reads are tried again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from './provider';

const retryOf = () => {
  const retry = makeQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is a function');
  return retry;
};

describe('makeQueryClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries a read that could not reach the service again, up to three times', () => {
    const retry = retryOf();
    const unreachable = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((failures) => retry(failures, unreachable))).toEqual([true, true, true, false]);
  });

  it('does not try again while the browser is offline: the read is certain to fail', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(retryOf()(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
