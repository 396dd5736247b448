import { afterEach, beforeEach, vi } from 'vitest';
import { useTurnStore } from '@/features/chats/store/turn-store';
import { followAccount } from '@/lib/storage/sign-out';
import { signInForTest } from './sign-in';

/** Each test of the file starts signed in as `name`, following the account, with no turn running. */
export function freshWritesEachTest(name: string) {
  let stop = () => {};
  beforeEach(() => {
    stop = followAccount(() => undefined);
    signInForTest(name, 'https://svc.test');
    useTurnStore.setState({ turns: {} });
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
