// "Did it land?" for an answer, read from its chat: decided only on a complete read of the
// messages (a failed page is "unknown", and the caller reads again), anchored on the question it
// answers, so a message that was there before the answer is never taken for its landing.
import type { Message } from '@/lib/api/resources/message';
import { sha256Hex } from '@/lib/storage/sha256';
import type { WriteRecord } from './write-record';

export type Landing =
  | 'landed'
  /** Not in the chat, and the question is still the last word: it may be sent. */
  | 'not-landed'
  /** Not in the chat, and the chat moved past the question (a new question, another answer). */
  | 'moved-on';

/** An answer made before its question was read (rare): the chat's last question stands for it. */
const UNKNOWN_QUESTION = '';

/** The hash a question is known by: its text with the spacing at its ends set aside. */
export const questionHashOf = (text: string | undefined) =>
  text === undefined ? UNKNOWN_QUESTION : sha256Hex(text.trim());

export interface Anchor {
  /** The question message's id, as read when the answer was made. */
  questionId?: string | undefined;
  questionHash: string;
  text: string;
}

function questionIndex(messages: readonly Message[], anchor: Anchor): number {
  if (anchor.questionHash === UNKNOWN_QUESTION)
    return messages.findLastIndex((message) => message.author === 'agent');
  const asks = (message: Message) =>
    message.author === 'agent' && questionHashOf(message.text) === anchor.questionHash;
  if (anchor.questionId !== undefined) {
    const byId = messages.findIndex((message) => message.id === anchor.questionId);
    if (byId >= 0) return messages[byId] && asks(messages[byId]) ? byId : -1;
  }
  return messages.findLastIndex(asks);
}

/**
 * What became of an answer, from every message of its chat (never from part of them). `theirs`:
 * whether the person's message at that place (its index among the person's messages) is known to
 * be another write's (a message typed in the chat since, say): it is then not this answer's landing.
 */
export function landingOf(
  messages: readonly Message[],
  anchor: Anchor,
  theirs: (userIndex: number) => boolean = () => false,
): Landing {
  const at = questionIndex(messages, anchor);
  if (at < 0) return 'moved-on';
  const text = anchor.text.trim();
  let userIndex = messages.slice(0, at + 1).filter((message) => message.author === 'user').length;
  // Its landing is among the answers to its question: before the agent's next word, never after
  // (the same text later answers a later question).
  for (const message of messages.slice(at + 1)) {
    if (message.author === 'agent') break;
    if (message.author !== 'user') continue;
    if (message.text?.trim() === text && !theirs(userIndex)) return 'landed';
    userIndex += 1;
  }
  // Anything said after the question (another answer, the agent going on) means it moved on.
  return messages.slice(at + 1).some((message) => message.author !== 'system') ? 'moved-on' : 'not-landed';
}

/**
 * Where the answer said itself in its chat: the index of its saying after its question (-1 while it
 * is not there). An answer made before its question was read: its own last saying stands for it.
 */
export function answerPlace(messages: readonly Message[], anchor: Anchor): number {
  const text = anchor.text.trim();
  const said = (message: Message) => message.author === 'user' && message.text?.trim() === text;
  if (anchor.questionHash === UNKNOWN_QUESTION) return messages.findLastIndex(said);
  const at = questionIndex(messages, anchor);
  return at < 0 ? -1 : messages.findIndex((message, index) => index > at && said(message));
}

/**
 * How many other writes of the chat (messages and answers) landed the same text there since
 * `since`: a chat's writes go one at a time (one lock per chat), so those landed after a write was
 * made (or its place read) landed after it would have, and their sayings are not its landing.
 */
export function othersLandedSince(
  records: Iterable<WriteRecord>,
  record: { id: string; chatId: string; text: string },
  since: number,
): number {
  const text = record.text.trim();
  let count = 0;
  for (const other of records)
    if (
      other.id !== record.id &&
      other.kind !== 'dispatch' &&
      other.chatId === record.chatId &&
      other.state === 'landed' &&
      other.text.trim() === text &&
      // After, strictly: one that landed in the same millisecond as the read landed before it (its
      // lock was let go first); one after it needed a whole request after the read.
      (other.landedAt ?? 0) > since
    )
      count += 1;
  return count;
}

/** Said of a write a saying in its chat could be, or be another's: the person decides. */
export const SAYING_UNSURE =
  'It may have been sent: the chat holds this text, and whether it is this one cannot be told. Check the chat, then Retry or Discard.';

/**
 * Whether another write of the chat with the same text went out with no answer (it may have
 * landed, or not, and may be shown "may have been sent"), whenever it was made (it may have gone
 * just now): a saying of that text could be either's, so neither is decided on it; the person is
 * asked. Until they retry or discard that one, a write of its text is looked for this way.
 */
export function anotherUnsure(
  records: Iterable<WriteRecord>,
  record: { id: string; chatId: string; text: string },
) {
  const text = record.text.trim();
  for (const other of records)
    if (
      other.id !== record.id &&
      other.kind !== 'dispatch' &&
      other.chatId === record.chatId &&
      other.text.trim() === text &&
      (other.state === 'sending' || (other.unsure && other.state !== 'landed' && other.state !== 'abandoned'))
    )
      return true;
  return false;
}

/** Whether this tab's own record never left it: no saying in the chat can be its landing. */
export const neverLeft = (record: WriteRecord, madeHere: boolean) =>
  madeHere && !record.unsure && record.state !== 'sending';

/**
 * The places (indexes among the person's messages) where the chat's messages with the answer's
 * text landed since the answer was made: those sayings are theirs. Undefined when one of them
 * landed at a place not known (no complete read before it went): the answer cannot be told apart.
 */
export function placesOfOthers(records: Iterable<WriteRecord>, record: WriteRecord): Set<number> | undefined {
  const text = record.text.trim();
  const places = new Set<number>();
  for (const other of records) {
    if (other.kind !== 'message' || other.id === record.id || other.chatId !== laneChat(record)) continue;
    if (other.state !== 'landed' || other.text.trim() !== text || (other.landedAt ?? 0) <= record.createdAt)
      continue;
    if (other.userCountBefore === undefined || other.landsAfter === undefined) return undefined;
    places.add(other.userCountBefore);
  }
  return places;
}

const laneChat = (record: WriteRecord) => (record.kind === 'dispatch' ? undefined : record.chatId);
