// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { storedKey } from '@/testing/account-store';
import { useDraftStore } from './draft-store';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';
const OTHER = '6f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

// Stores persist under the signed-in account's key; without a key they keep to memory.
beforeEach(() => useSettingsStore.setState({ baseUrl: 'https://svc.test', apiKey: 'test-key' }));

describe('draft store', () => {
  beforeEach(() => useDraftStore.setState({ drafts: {} }));

  it('keeps one draft per chat and saves it to localStorage as it is typed', () => {
    const { setDraft } = useDraftStore.getState().actions;
    setDraft(CHAT, 'hello');
    setDraft(OTHER, 'other');
    expect(useDraftStore.getState().drafts).toEqual({ [CHAT]: 'hello', [OTHER]: 'other' });
    const stored: unknown = JSON.parse(localStorage.getItem(storedKey('drafts')) ?? '{}');
    expect(stored).toMatchObject({ state: { drafts: { [CHAT]: 'hello', [OTHER]: 'other' } } });
  });

  it('forgets an emptied or cleared draft', () => {
    const { setDraft, clearDraft } = useDraftStore.getState().actions;
    setDraft(CHAT, 'x');
    setDraft(CHAT, '');
    expect(useDraftStore.getState().drafts[CHAT]).toBeUndefined();
    setDraft(OTHER, 'y');
    clearDraft(OTHER);
    expect(useDraftStore.getState().drafts).toEqual({});
  });

  it('restores drafts from localStorage after a reload', async () => {
    localStorage.setItem(
      storedKey('drafts'),
      JSON.stringify({ state: { drafts: { [CHAT]: 'from before' } }, version: 1 }),
    );
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().drafts[CHAT]).toBe('from before');
  });
});
