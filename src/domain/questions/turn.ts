// One model of a conversation's turns. The person says something (a message typed in the chat, an
// answer to the agent's question); the agent's turn that follows is over once the agent speaks
// after it. Read here from the chat itself, so a settle frame lost in a reconnect never leaves a
// turn running for ever; the chat's settle frame (lib/events/frames.ts) says so sooner, and
// whichever comes first ends it. What the agent asked is its latest word (use-agent-question.ts),
// and alike questions share a key (alike.ts).
import { countBy, type Message } from '@/lib/api/resources/message';
import { answerPlace, type Anchor } from '@/lib/writes/landing';

/**
 * Where the person's turn was: an answer (the question it answers, its text), or, for a message
 * typed in the chat, how many of the agent's messages the chat held as it went.
 */
export type TurnStart = { answer: Anchor } | { agentCountBefore: number };

/** Whether the agent's turn after `start` is over, read from every message of the chat. */
export function turnOver(messages: readonly Message[], start: TurnStart): boolean {
  if ('answer' in start) {
    const at = answerPlace(messages, start.answer);
    return at >= 0 && messages.slice(at + 1).some((message) => message.author === 'agent');
  }
  // The agent said more than it had, and has the last word (the person has not spoken again since).
  return countBy(messages, 'agent') > start.agentCountBefore && messages.at(-1)?.author !== 'user';
}
