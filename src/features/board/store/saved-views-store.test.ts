// @vitest-environment jsdom
// The store is made with the board's code, after the app loaded the account: it reads the
// account's views as it is made (a saved view survives a reload). A fresh module graph each time,
// so the store is made here, whatever other test files of this worker made before.
import { expect, it, vi } from 'vitest';

it('reads the views the account kept when the store is made after the account is known', async () => {
  vi.resetModules();
  const { useSettingsStore } = await import('@/lib/storage/connection-settings');
  const { currentAccount } = await import('@/lib/storage/account-storage');
  useSettingsStore
    .getState()
    .actions.save({ baseUrl: 'http://service.test', apiKey: 'aws_views', remember: false });
  const kept = { id: '1', name: 'Failed deploys', q: 'deploy', state: 'failed' };
  localStorage.setItem(
    `agent-console:${currentAccount()}:saved-views`,
    JSON.stringify({ state: { views: [kept] }, version: 1 }),
  );
  const { useSavedViewsStore } = await import('./saved-views-store');
  await Promise.resolve();
  expect(useSavedViewsStore.getState().views).toEqual([kept]);
});
