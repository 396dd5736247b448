import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswersEachTest } from '@/testing/held-answers';
import { renderWithClient } from '@/testing/render';
import { useHeldAnswersStore } from '../store/held-answers-store';
import { HeldAnswers } from './held-answers';

// Counts the fetches of the sender's chunk.
const fetched = vi.hoisted(() => ({ sender: 0 }));
vi.mock('../hooks/use-held-answers-sender', async (importOriginal) => {
  fetched.sender += 1;
  return importOriginal();
});

describe('held answers on a first visit', () => {
  const fetchMock = heldAnswersEachTest();

  it('fetch no sender while none is held, and send one once it is', async () => {
    renderWithClient(<HeldAnswers />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched.sender).toBe(0);

    useHeldAnswersStore.getState().actions.hold([
      {
        id: 'h1',
        jobId: 'j1',
        chatId: 's1',
        title: 'Deploy',
        text: 'Staging',
        sendAt: Date.now(),
        batch: 'b1',
      },
    ]);
    await waitFor(() => expect(fetchMock()).toHaveBeenCalled(), { timeout: 15_000 });
    expect(fetched.sender).toBe(1);
    expect(useHeldAnswersStore.getState().held).toEqual({});
  });
});
