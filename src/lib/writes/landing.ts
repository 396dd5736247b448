// "Did it land?" for an answer, read from its chat: decided only on a complete read of the
// messages (a failed page is "unknown", and the caller reads again), anchored on the question it
// answers, so a message that was there before the answer is never taken for its landing.
import { countBy, saysText, type Message } from '@/lib/api/resources/message';
import { sha256Hex } from '@/lib/storage/sha256';

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
  let userIndex = countBy(messages.slice(0, at + 1), 'user');
  // Its landing is among the answers to its question: before the agent's next word, never after
  // (the same text later answers a later question).
  for (const message of messages.slice(at + 1)) {
    if (message.author === 'agent') break;
    if (message.author !== 'user') continue;
    if (saysText(message, anchor.text) && !theirs(userIndex)) return 'landed';
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
  const said = (message: Message) => saysText(message, anchor.text);
  if (anchor.questionHash === UNKNOWN_QUESTION) return messages.findLastIndex(said);
  const at = questionIndex(messages, anchor);
  return at < 0 ? -1 : messages.findIndex((message, index) => index > at && said(message));
}
