// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeyOf, serviceOf } from './account-key';

const STORED = 'agent-console:connection';
const KEY = 'aws_restored_key';

/** The settings as a tab starting now reads them (the store reads storage when it is made). */
async function startTab() {
  vi.resetModules();
  const { useSettingsStore } = await import('./connection-settings');
  return useSettingsStore;
}

async function tombstone(service: string, accounts: (string | undefined)[], at: number) {
  const { writeTombstone } = await import('./sign-out-tombstone');
  writeTombstone({ service, accounts: accounts.filter((a) => a !== undefined), at });
}

function storeInTab(baseUrl: string, savedAt?: number) {
  window.sessionStorage.setItem(
    STORED,
    JSON.stringify({ baseUrl, apiKey: KEY, remember: false, ...(savedAt === undefined ? {} : { savedAt }) }),
  );
}

describe('a sign out holds for a tab brought back later', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a key of the signed-out service saved before the sign out, and stays signed out', async () => {
    storeInTab('', 1_000);
    await tombstone(serviceOf(''), [], 2_000);
    const settings = await startTab();
    expect(settings.getState().apiKey).toBe('');
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
    // The host's demo key does not sign the tab back in either.
    settings.getState().actions.adoptProvided({ apiKey: 'demo' });
    expect(settings.getState().apiKey).toBe('');
  });

  it('refuses a key stored without a time (saved before times were kept)', async () => {
    storeInTab('');
    await tombstone(serviceOf(''), [], 1);
    expect((await startTab()).getState().apiKey).toBe('');
  });

  it('refuses a signed-out account on another service, and keeps other services and newer saves', async () => {
    storeInTab('https://a.example', 1_000);
    await tombstone('https://b.example', [accountKeyOf('https://a.example', KEY)], 2_000);
    expect((await startTab()).getState().apiKey).toBe('');

    storeInTab('https://c.example', 1_000);
    expect((await startTab()).getState().apiKey).toBe(KEY);

    storeInTab('https://a.example', 3_000);
    expect((await startTab()).getState().apiKey).toBe(KEY);
  });

  it('signing out, then restoring the old tab, shows it signed out; signing in again works', async () => {
    let settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    const closedTab = window.sessionStorage.getItem(STORED) ?? '';
    expect(closedTab).toContain(KEY);
    // Make sure the sign out is in a later millisecond than the save.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_000);
    const { signOutEverywhere } = await import('./sign-out');
    await signOutEverywhere();
    vi.restoreAllMocks();

    window.sessionStorage.clear();
    window.sessionStorage.setItem(STORED, closedTab); // Ctrl+Shift+T
    settings = await startTab();
    expect(settings.getState().apiKey).toBe('');

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_000);
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    vi.restoreAllMocks();
    expect((await startTab()).getState().apiKey).toBe(KEY);
  });

  it('a sign out from a tab without the key refuses it in a closed tab brought back, and keeps later sign ins', async () => {
    // Tab A signs in for itself only (sessionStorage), and closes.
    let settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    const closedTab = window.sessionStorage.getItem(STORED) ?? '';
    // A tab of another service, closed too.
    settings.getState().actions.save({ baseUrl: 'https://other.example', apiKey: KEY, remember: false });
    const otherServiceTab = window.sessionStorage.getItem(STORED) ?? '';

    // Tab B has no key at all: it cannot name A's account, and signs out of its service.
    window.sessionStorage.clear();
    settings = await startTab();
    expect(settings.getState().apiKey).toBe('');
    const { signOutEverywhere } = await import('./sign-out');
    await signOutEverywhere();

    window.sessionStorage.clear();
    window.sessionStorage.setItem(STORED, closedTab); // Ctrl+Shift+T
    settings = await startTab();
    expect(settings.getState().apiKey).toBe('');
    expect(window.sessionStorage.getItem(STORED)).toBeNull();

    window.sessionStorage.clear();
    window.sessionStorage.setItem(STORED, otherServiceTab);
    expect((await startTab()).getState().apiKey).toBe(KEY);

    // A new tab signing in after the sign out keeps its key (no clock moved: the stamps order them).
    window.sessionStorage.clear();
    settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    expect((await startTab()).getState().apiKey).toBe(KEY);
  });

  it('a tab without a key signs out of the Base URL it names, and of no other', async () => {
    storeInTab('https://a.example', 1_000);
    const closedTab = window.sessionStorage.getItem(STORED) ?? '';
    storeInTab('', 1_000);
    const sameOriginTab = window.sessionStorage.getItem(STORED) ?? '';
    window.sessionStorage.clear();
    await startTab();
    const { signOutEverywhere } = await import('./sign-out');
    await signOutEverywhere('https://a.example/');

    window.sessionStorage.setItem(STORED, closedTab);
    expect((await startTab()).getState().apiKey).toBe('');
    window.sessionStorage.setItem(STORED, sameOriginTab);
    expect((await startTab()).getState().apiKey).toBe(KEY);
  });

  it('keeps a sign in made after the sign out even when the clock went back in between', async () => {
    // The sign out was noted a minute ahead of the clock the next sign in reads (a clock set back).
    await tombstone(serviceOf(''), [accountKeyOf('', KEY)], Date.now() + 60_000);
    let settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    settings = await startTab(); // a reload
    expect(settings.getState().apiKey).toBe(KEY);
  });

  it('signs out a tab shown again from the back-forward cache after a sign out elsewhere', async () => {
    const settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    const { followAccount } = await import('./sign-out');
    const stop = followAccount(() => undefined);
    // Meanwhile, in another tab, whose message this page did not hear while it was cached.
    await tombstone(serviceOf(''), [accountKeyOf('', KEY)], Date.now() + 1_000);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(settings.getState().apiKey).toBe('');
    stop();
  });

  it('keeps a tab shown again from the cache when no sign out came after its sign in', async () => {
    await tombstone(serviceOf(''), [accountKeyOf('', KEY)], Date.now() - 1_000);
    const settings = await startTab();
    settings.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    const { followAccount } = await import('./sign-out');
    const stop = followAccount(() => undefined);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(settings.getState().apiKey).toBe(KEY);
    stop();
  });

  it('ignores a malformed record, and keeps only hashes and services, never a key', async () => {
    window.localStorage.setItem('agent-console:signed-out-accounts', '[{"service":1},"x",null]');
    storeInTab('', 1_000);
    expect((await startTab()).getState().apiKey).toBe(KEY);
    await tombstone(serviceOf(''), [accountKeyOf('', KEY)], 2_000);
    expect(window.localStorage.getItem('agent-console:signed-out-accounts')).not.toContain(KEY);
  });
});

describe('a Base URL stored by an older version', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is dropped with its key when it is plain http to another host', async () => {
    storeInTab('http://svc.example', 1_000);
    expect((await startTab()).getState().apiKey).toBe('');
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
    storeInTab('http://127.0.0.1:8790', 1_000);
    expect((await startTab()).getState().baseUrl).toBe('http://127.0.0.1:8790');
  });
});
