// The chats' writes (messages) on the one write path (lib/writes/engine.ts). Fetched when wanted
// (store/chat-records.ts): as the chat screen opens, and at start while this account keeps writes
// on this device. It registers the message transport as it comes (the views read the records through
// lib/writes/records-view.ts); what settles waits for the runner (hooks/use-chat-delivery.ts).
import { newLocalId } from '@/lib/local-id';
import { currentAccount } from '@/lib/storage/account-storage';
import { TAB_ID, writeDelivery } from '@/lib/writes/engine';
import { registerMessageTransport } from '@/lib/writes/transports';
import { newWrite, type MessageWrite } from '@/lib/writes/write-record';
import { messageTransport } from './message-transport';

registerMessageTransport(messageTransport(() => writeDelivery().records().values()));

/** The page's write path, this module's transport registered. */
export const chatWrites = writeDelivery;

/** Writes a message into the chat: stored, shown, and sent as soon as the network lets it. */
export function sendMessage(chatId: string, text: string): Promise<void> {
  const account = currentAccount();
  if (!account) return Promise.resolve();
  const now = Date.now();
  const record: MessageWrite = {
    ...newWrite({ id: newLocalId(), account, batch: newLocalId(), madeBy: TAB_ID, now, holdMs: 0 }),
    kind: 'message',
    chatId,
    text,
  };
  return chatWrites().add([record]);
}
