// A signed-in tab with no answer held and a service that accepts every message: the set-up of the
// held-answers tests. Call it at the top of a file or describe block.
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { useHeldAnswersStore } from '@/features/jobs/store/held-answers-store';
import { signInForTest } from './sign-in';

/** Registers the set-up; the returned function gives the current test's fetch mock. */
export function heldAnswersEachTest(): () => Mock {
  let fetchMock: Mock;
  beforeEach(() => {
    signInForTest();
    useHeldAnswersStore.setState({ held: {} });
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => fetchMock;
}
