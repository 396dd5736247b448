import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { MAX_PREVIEW, previewOf, useKnownChatsStore } from './known-chats-store';

const CHAT = '5f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';
const UNKNOWN = '6f0c7a52-8e1b-4c4e-9d7a-1f2e3d4c5b6a';

beforeEach(() => {
  useSettingsStore.setState({ baseUrl: 'https://svc.test', apiKey: 'test-key' });
  useKnownChatsStore.setState({ chats: {} });
});

describe('known chats: previews and undo', () => {
  it('folds a message into one short line, capped', () => {
    expect(previewOf('  Hello\n\n  there\tfriend ')).toBe('Hello there friend');
    const long = previewOf('word '.repeat(10_000));
    expect(long.length).toBe(MAX_PREVIEW);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps a preview for a known chat only, and a later sighting does not wipe it', () => {
    const { remember, setPreview } = useKnownChatsStore.getState().actions;
    remember({ id: CHAT, title: 'Plans' });
    setPreview(CHAT, 'The last message');
    setPreview(UNKNOWN, 'Not kept');
    remember({ id: CHAT, status: 'running' });
    const { chats } = useKnownChatsStore.getState();
    expect(chats[CHAT]?.preview).toBe('The last message');
    expect(chats[UNKNOWN]).toBeUndefined();
  });

  it('restores a removed chat as it was, without undoing what was heard of it since', () => {
    const { remember, setPreview, forget, restore } = useKnownChatsStore.getState().actions;
    remember({ id: CHAT, title: 'Plans' }, 1_000);
    setPreview(CHAT, 'Kept');
    const removed = useKnownChatsStore.getState().chats[CHAT];
    if (!removed) throw new Error('the chat was not remembered');
    forget(CHAT);
    expect(useKnownChatsStore.getState().chats[CHAT]).toBeUndefined();
    restore(removed);
    expect(useKnownChatsStore.getState().chats[CHAT]).toEqual(removed);
  });
});
