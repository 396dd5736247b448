// "Did it land?" for an answer, read from its chat: decided only on a complete read of the
// messages (a failed page is "unknown", and the caller reads again), anchored on the question it
// answers, so a message that was there before the answer is never taken for its landing.
import type { Message } from '@/lib/api/resources/message';
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

/** What became of an answer, from every message of its chat (never from part of them). */
export function landingOf(messages: readonly Message[], anchor: Anchor): Landing {
  const at = questionIndex(messages, anchor);
  if (at < 0) return 'moved-on';
  const after = messages.slice(at + 1);
  const text = anchor.text.trim();
  // Its landing is among the answers to its question: before the agent's next word, never after
  // (the same text later answers a later question).
  const nextWord = after.findIndex((message) => message.author === 'agent');
  const answers = nextWord < 0 ? after : after.slice(0, nextWord);
  if (answers.some((message) => message.author === 'user' && message.text?.trim() === text)) return 'landed';
  // Anything said after the question (another answer, the agent going on) means it moved on.
  return after.some((message) => message.author !== 'system') ? 'moved-on' : 'not-landed';
}

/**
 * Whether the agent spoke after the answer landed: its turn is over (it asks again, or goes on),
 * read from the chat itself, so a settle frame lost in a reconnect does not leave it unknown.
 */
export function repliedTo(messages: readonly Message[], anchor: Anchor): boolean {
  const text = anchor.text.trim();
  const said = (message: Message) => message.author === 'user' && message.text?.trim() === text;
  // An answer made before its question was read: its own last saying stands for it.
  const at = anchor.questionHash === UNKNOWN_QUESTION ? -1 : questionIndex(messages, anchor);
  if (at < 0 && anchor.questionHash !== UNKNOWN_QUESTION) return false;
  const answer =
    at < 0
      ? messages.findLastIndex(said)
      : messages.findIndex((message, index) => index > at && said(message));
  return answer >= 0 && messages.slice(answer + 1).some((message) => message.author === 'agent');
}
