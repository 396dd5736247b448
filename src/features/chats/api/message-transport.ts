// How a chat message goes over the wire, for the write path (lib/writes): posted with the key of
// the account it was written for. Before it goes, where in the chat it will land is read (this
// tab's complete read if it has one, else every page); "did it land?" for one whose send had no
// answer is read from every page of the chat (model/message-landing.ts), never from part of it.
import { postMessage } from '@/lib/api/post-message';
import { readEveryMessage } from '@/lib/api/queries/read-whole';
import { countBy, type Message } from '@/lib/api/resources/message';
import type { Session } from '@/lib/api/resources/session';
import { classifyFailure } from '@/lib/writes/classify';
import { anotherUnsure, neverLeft, SAYING_UNSURE } from '@/lib/writes/chat-sayings';
import type { WriteTransport } from '@/lib/writes/delivery-deps';
import type { MessageWrite, WriteRecord } from '@/lib/writes/write-record';
import { messageLandingOf, userCountBefore } from '@/lib/writes/message-landing';

/** The chat as the service answered each of this tab's messages, by record id, until it is acted on. */
const answered = new Map<string, Session>();

/** The chat the message's POST was answered with, once (undefined: its body unread, or another tab sent it). */
export function takeAnsweredChat(recordId: string): Session | undefined {
  const chat = answered.get(recordId);
  answered.delete(recordId);
  return chat;
}

/** The chat's messages as this tab read them to the end, if it did (set by the runner). */
let completeRead: (chatId: string) => readonly Message[] | undefined = () => undefined;
export function readCompleteChatsWith(read: typeof completeRead) {
  completeRead = read;
}

/** The transport, reading the write path's records (`records`) for the chat's earlier messages. */
export function messageTransport(records: () => Iterable<WriteRecord>): WriteTransport<MessageWrite> {
  return {
    prepare: async (record) => {
      const readAt = Date.now();
      const messages =
        completeRead(record.chatId) ??
        (await readEveryMessage(record.chatId, record.account).catch(() => undefined));
      return {
        landsAfter: messages && countBy(messages, 'user'),
        readAt,
        userCountBefore: userCountBefore(messages, records(), record),
        agentCountBefore: countBy(messages, 'agent'),
      };
    },
    post: async (record, { keepalive }) => {
      const chat = await postMessage(record.chatId, record.text, { account: record.account, keepalive });
      // Its title and state go to the chat list as the message lands (use-chat-delivery.ts).
      if (chat) answered.set(record.id, chat);
      return { running: chat?.running };
    },
    // Never sent, by this tab: it may go. Sent with no answer, or another tab's (whose stored copy
    // may be older than what it did): looked for in the whole chat.
    inspect: async (record, madeHere) => {
      if (neverLeft(record, madeHere)) return 'not-landed';
      if (anotherUnsure(records(), record)) return 'cannot-tell';
      const messages = await readEveryMessage(record.chatId, record.account);
      const landing = messageLandingOf(messages, records(), record);
      return landing === 'unknown' ? 'cannot-tell' : landing;
    },
    classify: (error) => classifyFailure(error),
    // Never held: a message goes as it is written, so a page that hides has none to send.
    peek: () => undefined,
    cannotTell: SAYING_UNSURE,
  };
}
