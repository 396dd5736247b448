import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/config/settings';
import { currentAccount } from './account-storage';
import { followAccountSoon } from './sign-out-inbox';

// The wiper is fetched when the browser is idle: here, when the test says so.
const idle: (() => void)[] = [];
vi.mock('@/lib/next-task', () => ({
  whenIdle: (run: () => void) => {
    idle.push(run);
    return () => idle.splice(idle.indexOf(run), 1);
  },
}));

const A = { baseUrl: 'https://svc.example', apiKey: 'key-A', remember: true };
const B = { baseUrl: 'https://svc.example', apiKey: 'key-B', remember: false };
const save = (settings: typeof A) => useSettingsStore.getState().actions.save(settings);
const bePatient = () => new Promise((resolve) => setTimeout(resolve, 20));

let stop: (() => void) | undefined;
beforeEach(() => save(A));
afterEach(() => {
  stop?.();
  idle.length = 0;
});

describe('following the account before the wiper has loaded', () => {
  it('signs out on a broadcast heard before the wiper came', async () => {
    stop = followAccountSoon(() => undefined);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({ kind: 'sign-out', accounts: [currentAccount()] });
    await bePatient();
    expect(useSettingsStore.getState().apiKey).toBe('key-A'); // heard, held for the wiper
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
    otherTab.close();
  });

  it('signs out on a storage signal heard before the wiper came', async () => {
    stop = followAccountSoon(() => undefined);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'agent-console:sign-out',
        newValue: JSON.stringify({ kind: 'sign-out', accounts: [currentAccount()] }),
      }),
    );
    idle[0]!();
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''));
  });

  it('drops the cache for a change of key made before the wiper came', async () => {
    const dropped = vi.fn();
    stop = followAccountSoon(dropped);
    save(B);
    expect(dropped).not.toHaveBeenCalled();
    idle[0]!();
    await vi.waitFor(() => expect(dropped).toHaveBeenCalledTimes(1));
    save(A);
    expect(dropped).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped, even if a broadcast was held', async () => {
    stop = followAccountSoon(() => undefined);
    const otherTab = new BroadcastChannel('agent-console:account');
    otherTab.postMessage({ kind: 'sign-out', accounts: [currentAccount()] });
    await bePatient();
    stop();
    stop = undefined;
    expect(idle).toHaveLength(0);
    await bePatient();
    expect(useSettingsStore.getState().apiKey).toBe('key-A');
    otherTab.close();
  });
});
