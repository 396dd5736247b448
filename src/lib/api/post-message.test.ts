import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@/testing/sign-in';
import { postMessage } from './post-message';

describe('postMessage', () => {
  beforeEach(() => signInForTest());
  afterEach(() => vi.unstubAllGlobals());

  it("posts the text to the chat's messages, its id encoded, and reads the session", async () => {
    const fetch = vi.fn(async () => Response.json({ id: 's/1', running: true }, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(postMessage('s/1', 'Staging')).resolves.toMatchObject({ id: 's/1', running: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/v1\/sessions\/s%2F1\/messages$/);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ message: 'Staging' }));
  });

  it('takes an unreadable 2xx body as sent, never as an error that would invite a second send', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>queued</html>', { status: 202 })),
    );
    await expect(postMessage('s1', 'Hi')).resolves.toBeUndefined();
  });
});
