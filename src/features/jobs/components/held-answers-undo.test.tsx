import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as SenderModule from '../hooks/use-held-answers-sender';
import type { HeldAnswer } from '../store/held-answers-store';

// The sender's chunk, on its way until the test lets it arrive.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive(), mounted: false };
});
vi.mock('../hooks/use-held-answers-sender', async (importOriginal) => {
  await chunk.arrived;
  const actual = await importOriginal<typeof SenderModule>();
  return {
    HeldAnswersSender: () => {
      chunk.mounted = true;
      return actual.HeldAnswersSender();
    },
  };
});

// The sender is fetched once per page, as in the app. Test files share a worker's modules, and
// another may have fetched it already: a fresh page, left behind for the next file.
vi.resetModules();
afterAll(() => vi.resetModules());
const { signInForTest } = await import('@/testing/sign-in');
const { useHeldAnswersStore } = await import('../store/held-answers-store');
const { HeldAnswers } = await import('./held-answers');

const held = (id: string, sendAt: number): HeldAnswer => ({
  id,
  jobId: `job-${id}`,
  chatId: `chat-${id}`,
  title: `Deploy ${id}`,
  text: 'Staging',
  sendAt,
  batch: 'b1',
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  signInForTest();
  useHeldAnswersStore.setState({ held: {} });
  fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 202 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The sender mounts a moment after the first hold (its chunk's fetch, then React's pause before it
// reveals a suspended part); a `z` pressed in that moment is heard all the same.
it('undoes with z a batch held before the sender is here, and nothing is sent', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HeldAnswers />
    </QueryClientProvider>,
  );
  const sendAt = Date.now() + 200;
  act(() => useHeldAnswersStore.getState().actions.hold([held('a', sendAt), held('b', sendAt)]));
  fireEvent.keyDown(window, { key: 'z' });
  expect(useHeldAnswersStore.getState().held).toEqual({});

  chunk.arrive();
  await waitFor(() => expect(chunk.mounted).toBe(true), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(fetchMock).not.toHaveBeenCalled();
});
