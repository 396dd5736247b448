// @vitest-environment jsdom
// The store is made with the board's code, after the app loaded the account: it reads the
// account's views as it is made (a saved view survives a reload).
import { expect, it } from 'vitest';
import { currentAccount } from '@/lib/storage/account-storage';
import { signInForTest } from '@/testing/sign-in';

it('reads the views the account kept when the store is made after the account is known', async () => {
  signInForTest();
  const kept = { id: '1', name: 'Failed deploys', q: 'deploy', state: 'failed' };
  localStorage.setItem(
    `agent-console:${currentAccount()}:saved-views`,
    JSON.stringify({ state: { views: [kept] }, version: 1 }),
  );
  const { useSavedViewsStore } = await import('./saved-views-store');
  await Promise.resolve();
  expect(useSavedViewsStore.getState().views).toEqual([kept]);
});
