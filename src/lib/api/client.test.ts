import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { apiFetch } from './client';

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses redirects instead of following them', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/v1/jobs');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ redirect: 'error', credentials: 'omit' });
  });

  // Whatever the answer's Cache-Control says: the HTTP cache keys by URL, not by API key.
  it.each([
    ['a read', 'GET', '/v1/jobs'],
    ['a download', 'GET', '/v1/files/f/content'],
    ['a write', 'POST', '/v1/jobs'],
  ] as const)('keeps %s out of the browser cache', async (_name, method, path) => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch(path, { method });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it.each(['javascript:alert(1)', 'data:text/plain,x', 'ftp://svc.test'])(
    'sends nothing to a Base URL of another scheme (%s)',
    async (baseUrl) => {
      useSettingsStore.setState({ baseUrl, apiKey: 'k' });
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      await expect(apiFetch('/v1/jobs')).rejects.toMatchObject({
        kind: 'config',
        message: expect.stringMatching(/http or https/),
      });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
