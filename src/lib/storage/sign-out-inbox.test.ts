// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from './connection-settings';
import { currentAccount } from './account-storage';
import { followAccountSoon } from './sign-out-inbox';

// The wiper is fetched when a first sign out is heard: here, when the test lets it come.
const fetched = vi.hoisted(() => ({ wiper: 0, gate: Promise.resolve() }));
vi.mock('./sign-out', async (original) => {
  fetched.wiper += 1;
  await fetched.gate;
  return original();
});

const A = { baseUrl: 'https://svc.example', apiKey: 'key-A', remember: true };
const B = { baseUrl: 'https://svc.example', apiKey: 'key-B', remember: false };
const save = (settings: typeof A) => useSettingsStore.getState().actions.save(settings);
/** The sign out of this account as another tab writes it (browsers without BroadcastChannel). */
const signOutByStorage = () =>
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'agent-console:sign-out',
      newValue: JSON.stringify({ kind: 'sign-out', accounts: [currentAccount()] }),
    }),
  );
const bePatient = () => new Promise((resolve) => setTimeout(resolve, 20));

let stop: (() => void) | undefined;
beforeEach(() => save(A));
afterEach(() => stop?.());

describe('following the account with the wiper fetched on demand', () => {
  it('fetches nothing until a sign out is heard, and drops the cache on a change of key at once', () => {
    const dropped = vi.fn();
    stop = followAccountSoon(dropped);
    save(B);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(fetched.wiper).toBe(0);
  });

  it('loses no message heard while the wiper is on its way', async () => {
    let open = () => {};
    fetched.gate = new Promise<void>((resolve) => (open = resolve));
    stop = followAccountSoon(() => undefined);
    const otherTab = new BroadcastChannel('agent-console:account');
    // First a message for another service (ignored), then the one that signs this tab out, both
    // before the wiper's module has come.
    otherTab.postMessage({ kind: 'sign-out', service: 'https://elsewhere.example', accounts: [] });
    otherTab.postMessage({ kind: 'sign-out', accounts: [currentAccount()] });
    // Both messages are heard and the wiper asked for once (not within a set time: a busy machine
    // delivers a channel's message late).
    await vi.waitFor(() => expect(fetched.wiper).toBe(1), { timeout: 5_000 });
    expect(useSettingsStore.getState().apiKey).toBe('key-A');
    open();
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''), { timeout: 5_000 });
    otherTab.close();
  });

  it('signs out on a storage signal (browsers without BroadcastChannel)', async () => {
    stop = followAccountSoon(() => undefined);
    signOutByStorage();
    await vi.waitFor(() => expect(useSettingsStore.getState().apiKey).toBe(''), { timeout: 5_000 });
  });

  it('does nothing once stopped, even with a message held for the wiper', async () => {
    stop = followAccountSoon(() => undefined);
    // A storage event is dispatched synchronously: the stop comes while the wiper is on its way.
    signOutByStorage();
    stop();
    stop = undefined;
    await bePatient();
    expect(useSettingsStore.getState().apiKey).toBe('key-A');
  });
});
