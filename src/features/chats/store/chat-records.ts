// The chats' messages as the write path holds them, for the views: each chat's messages on their
// way, failed or just landed. The write path itself (api/chat-writes.ts) is fetched only when it
// is wanted: as a chat opens, or at start while this account keeps writes on this device (a mark
// in local storage). Until then every view reads no records.
import { useSyncExternalStore } from 'react';
import { currentAccount } from '@/lib/storage/account-storage';
import { connectedWrites, subscribeRecords, useWritesOfKindWanted } from '@/lib/writes/records-view';
import { compareMade, type MessageWrite, type WriteRecord } from '@/lib/writes/write-record';

/** The write path's chat code, fetched once (the chat screen asks for it as it opens). */
export const loadChatWrites = () =>
  import('../api/chat-writes').then(({ chatWrites, sendMessage }) => ({ chatWrites, sendMessage }));

/**
 * Whether a record shows in the current account's chats: its own, and a message whose key was
 * refused (it waits, through the change to a new key, for the person's Retry).
 */
const shows = (record: WriteRecord, account: string | undefined): record is MessageWrite =>
  record.kind === 'message' &&
  record.state !== 'abandoned' &&
  (record.account === account || (record.state === 'failed' && record.keyRefused === true));

let byChat:
  | {
      from: ReadonlyMap<string, WriteRecord>;
      account: string | undefined;
      chats: Map<string, MessageWrite[]>;
    }
  | undefined;

function chatsOf(records: ReadonlyMap<string, WriteRecord>): Map<string, MessageWrite[]> {
  const account = currentAccount();
  if (byChat?.from !== records || byChat.account !== account) {
    const chats = new Map<string, MessageWrite[]>();
    const mine = [...records.values()].filter((record) => shows(record, account)).sort(compareMade);
    for (const record of mine) chats.set(record.chatId, [...(chats.get(record.chatId) ?? []), record]);
    // A chat whose list did not change keeps its array: its view is not drawn again.
    for (const [chatId, list] of chats) {
      const before = byChat?.chats.get(chatId);
      if (before && before.length === list.length && before.every((record, index) => record === list[index]))
        chats.set(chatId, before);
    }
    byChat = { from: records, account, chats };
  }
  return byChat.chats;
}

const NONE: readonly MessageWrite[] = [];

/** The chat's messages on the write path, oldest first (one array while they do not change). */
export const useChatRecords = (chatId: string): readonly MessageWrite[] =>
  useSyncExternalStore(subscribeRecords, () => {
    const records = connectedWrites()?.records();
    return records ? (chatsOf(records).get(chatId) ?? NONE) : NONE;
  });

/** Whether storage did not keep this record: it lives in this tab's memory alone. */
export const useUnsavedMessage = (id: string) =>
  useSyncExternalStore(subscribeRecords, () => connectedWrites()?.unsaved().has(id) ?? false);

export const retryMessage = (id: string) => void connectedWrites()?.retry(id);
export const discardMessage = (id: string) => void connectedWrites()?.discard(id);

const MESSAGES = ['message'] as const;

/** Whether the chats' runner is to be fetched: a message was written here, or writes are kept. */
export const useChatWritesWanted = () => useWritesOfKindWanted(MESSAGES);
