import { afterEach, beforeEach, vi } from 'vitest';
import { useOutgoingStore } from '@/features/chats/store/outgoing-store';
import { followAccount } from '@/lib/storage/sign-out';
import { signInForTest } from './sign-in';

/** Each test of the file starts signed in as `name`, with an empty outbox, following the account. */
export function freshOutboxEachTest(name: string) {
  let stop = () => {};
  beforeEach(() => {
    stop = followAccount(() => undefined);
    signInForTest(name, 'https://svc.test');
    useOutgoingStore.setState({ outgoing: {}, turns: {} });
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
