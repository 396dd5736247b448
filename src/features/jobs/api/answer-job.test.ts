// @vitest-environment jsdom
// An answer written offline, or whose send had no answer, goes out by itself once the network is
// back, and only once.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@/testing/sign-in';
import { executeAnswer } from './answer-job';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

function stubService() {
  const held: { id: string; role: string; content: string }[] = [];
  const posts: string[] = [];
  let lose = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      await Promise.resolve();
      if (init?.method !== 'POST') return Response.json([...held]);
      const { message } = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { message: string };
      posts.push(message);
      held.push({ id: `m${held.length}`, role: 'user', content: message });
      if (lose > 0) {
        lose -= 1;
        throw new TypeError('Failed to fetch');
      }
      return Response.json({ id: CHAT, status: 'running' }, { status: 202 });
    }),
  );
  return { posts, loseNextAnswer: () => void (lose += 1) };
}

function answer(text: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return executeAnswer(client, { jobId: 'job-1', chatId: CHAT, text });
}

const online = vi.fn(() => true);

describe('an answer to a job', () => {
  beforeEach(() => {
    signInForTest();
    online.mockReturnValue(true);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('written offline, goes out by itself when the network is back', async () => {
    const service = stubService();
    online.mockReturnValue(false);
    const sent = answer('Production');
    await vi.waitFor(() => expect(online).toHaveBeenCalled());
    expect(service.posts).toEqual([]);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(sent).resolves.toMatchObject({ acceptedAt: expect.any(Number) });
    expect(service.posts).toEqual(['Production']);
  });

  it('whose send had no answer, is not sent again when it landed', async () => {
    const service = stubService();
    service.loseNextAnswer();
    const sent = answer('Staging');
    await vi.waitFor(() => expect(service.posts).toEqual(['Staging']));
    window.dispatchEvent(new Event('online'));
    await expect(sent).resolves.toMatchObject({ acceptedAt: expect.any(Number) });
    expect(service.posts).toEqual(['Staging']);
  });
});
