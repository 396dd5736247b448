import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { buildHeldAnswer as held } from '@/testing/builders';
import { heldAnswersEachTest } from '@/testing/held-answers';
import { renderWithClient } from '@/testing/render';
import type * as SenderModule from '../hooks/use-held-answers-sender';
import { useHeldAnswersStore } from '../store/held-answers-store';
import { HeldAnswers } from './held-answers';

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

const fetchMock = heldAnswersEachTest();

// The sender mounts a moment after the first hold (its chunk's fetch, then React's pause before it
// reveals a suspended part); a `z` pressed in that moment is heard all the same.
it('undoes with z a batch held before the sender is here, and nothing is sent', async () => {
  renderWithClient(<HeldAnswers />);
  const sendAt = Date.now() + 200;
  act(() => useHeldAnswersStore.getState().actions.hold([held('a', sendAt), held('b', sendAt)]));
  fireEvent.keyDown(window, { key: 'z' });
  expect(useHeldAnswersStore.getState().held).toEqual({});

  chunk.arrive();
  await waitFor(() => expect(chunk.mounted).toBe(true), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(fetchMock()).not.toHaveBeenCalled();
});
