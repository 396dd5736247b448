// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';

describe('ApiError messages', () => {
  it('says what a person can act on', () => {
    expect(new ApiError({ kind: 'http', status: 401 }).message).toMatch(/^The API key was rejected/);
    expect(new ApiError({ kind: 'http', status: 403, scope: 'jobs:write' }).message).toMatch(
      /^This key lacks the jobs:write scope/,
    );
    expect(new ApiError({ kind: 'http', status: 400, path: 'input.x' }).message).toMatch(/input\.x/);
    expect(new ApiError({ kind: 'http', status: 409 }).message).toMatch(
      /Others were writing at the same time/,
    );
    expect(new ApiError({ kind: 'network' }).message).toMatch(/Could not reach the service/);
    expect(new ApiError({ kind: 'http', status: 500, serverMessage: 'db down' }).message).toMatch(/db down/);
  });

  it('does not blame the Base URL when the browser is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const message = new ApiError({ kind: 'network' }).message;
      expect(message).toMatch(/^You are offline/);
      expect(message).not.toMatch(/Base URL/);
    } finally {
      onLine.mockRestore();
    }
  });
});
