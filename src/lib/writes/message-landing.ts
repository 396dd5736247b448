// "Did my message land?", read from the chat itself, for a message whose send had no answer (or
// that another tab or an earlier visit left): the service takes no idempotency key. Always from a
// complete read (the transport's reads fail whole). And where a message sits in its chat: the
// person's messages the chat holds before it, so its own copy shows until the chat holds it.
import { countBy, saysText, type Message } from '@/lib/api/resources/message';
import { othersLandedSince } from './chat-sayings';
import { compareMade, type MessageWrite, type WriteRecord } from './write-record';

/** The person's messages with `text`, past the first `after` of theirs (where a send lands). */
function timesSaid(messages: readonly Message[], text: string, after: number): number {
  return messages
    .filter((message) => message.author === 'user')
    .slice(after)
    .filter((message) => saysText(message, text)).length;
}

/** Whether `other` was written before `record` (a chat's messages go in this order). */
const before = (other: WriteRecord, record: Pick<MessageWrite, 'id' | 'createdAt' | 'seq'>) =>
  compareMade(other, record) < 0;

export type MessageLanding = 'landed' | 'not-landed' | 'unknown';

/**
 * What became of a message whose send had no answer, from every message of its chat: it landed when
 * the chat holds more of the person's messages with its text, past those it held when it was sent
 * (`landsAfter`, read at `readAt`), than the other writes of the chat (messages and answers) that
 * landed there with the same text since. A chat's writes go one at a time (one lock per chat), so
 * one that landed after `readAt` landed past `landsAfter`. Where the chat stood at the send is not
 * known (no complete read was had), a message with its text that may have been there before is
 * never taken for it: unknown, for the person to decide.
 */
export function messageLandingOf(
  messages: readonly Message[],
  records: Iterable<WriteRecord>,
  record: Pick<MessageWrite, 'id' | 'chatId' | 'text' | 'landsAfter' | 'readAt'>,
): MessageLanding {
  const { text, landsAfter, readAt = 0 } = record;
  if (landsAfter === undefined) return timesSaid(messages, text, 0) > 0 ? 'unknown' : 'not-landed';
  const since = othersLandedSince(records, record, readAt);
  return timesSaid(messages, text, landsAfter) > since ? 'landed' : 'not-landed';
}

/**
 * How many of the person's messages the chat will hold before this one: those read, and the
 * earlier messages of the chat that landed but are not in the read yet.
 */
export function userCountBefore(
  messages: readonly Message[] | undefined,
  records: Iterable<WriteRecord>,
  record: Pick<MessageWrite, 'id' | 'chatId' | 'createdAt' | 'seq'>,
): number {
  const held = countBy(messages, 'user');
  const ahead = [...records].filter(
    (other) =>
      other.kind === 'message' &&
      other.chatId === record.chatId &&
      (other.state === 'landed' || other.state === 'sending') &&
      before(other, record) &&
      (other.userCountBefore ?? -1) >= held,
  ).length;
  return held + ahead;
}

/** Whether the chat's read already holds a landed message (its own copy then leaves the view). */
export const heldByChat = (record: MessageWrite, messages: readonly Message[] | undefined) =>
  record.state === 'landed' && countBy(messages, 'user') > (record.userCountBefore ?? 0);
