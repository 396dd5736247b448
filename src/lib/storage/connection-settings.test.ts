// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageNotice } from './safe-storage';
import { serviceUrl, useSettingsStore } from './connection-settings';

const KEY = 'aws_secret_123';

function everyStorageValue(): string {
  const values: string[] = [];
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1)
      values.push(`${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
  }
  return values.join('\n');
}

describe('connection settings', () => {
  beforeEach(() => useSettingsStore.setState({ baseUrl: '', apiKey: '', remember: false }));

  it('keeps the key in sessionStorage only, unless remembered', () => {
    useSettingsStore
      .getState()
      .actions.save({ baseUrl: 'https://api.example.com/', apiKey: KEY, remember: false });
    expect(window.sessionStorage.getItem('agent-console:connection')).toContain(KEY);
    expect(window.localStorage.getItem('agent-console:connection')).toBeNull();
    expect(useSettingsStore.getState().baseUrl).toBe('https://api.example.com');

    useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: true });
    expect(window.localStorage.getItem('agent-console:connection')).toContain(KEY);

    useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: false });
    expect(window.localStorage.getItem('agent-console:connection')).toBeNull();
  });

  it('leaves no trace of the key after signing out', () => {
    useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: true });
    useSettingsStore.getState().actions.signOut();
    expect(useSettingsStore.getState().apiKey).toBe('');
    expect(everyStorageValue()).not.toContain(KEY);
  });

  it('adopts a provided key only when the person has none and has not signed out', () => {
    const { adoptProvided, save, signOut } = useSettingsStore.getState().actions;
    adoptProvided({ apiKey: 'demo' });
    expect(useSettingsStore.getState().apiKey).toBe('demo');
    save({ baseUrl: '', apiKey: 'mine', remember: false });
    adoptProvided({ apiKey: 'demo' });
    expect(useSettingsStore.getState().apiKey).toBe('mine');
    signOut();
    adoptProvided({ apiKey: 'demo' });
    expect(useSettingsStore.getState().apiKey).toBe('');
  });

  it('builds service URLs against the Base URL or this origin', () => {
    expect(serviceUrl('/v1/jobs', 'https://api.example.com').href).toBe('https://api.example.com/v1/jobs');
    expect(serviceUrl('/v1/jobs', '').origin).toBe(window.location.origin);
  });
});

describe('a full storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves with "Remember" ticked without throwing, keeps the key for this tab, and says it once', () => {
    const full = window.localStorage;
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (this === full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(() =>
      useSettingsStore.getState().actions.save({ baseUrl: '', apiKey: KEY, remember: true }),
    ).not.toThrow();
    expect(useSettingsStore.getState().apiKey).toBe(KEY);
    expect(window.sessionStorage.getItem('agent-console:connection')).toContain(KEY);
    expect(storageNotice.getState().notice).toMatch(/did not let the app save/);
  });
});
