// The outbox's rules, apart from the browser: which message of a chat goes next, and whether a
// message whose send had no answer already landed. Messages go out in the order they were written:
// a chat's queue stops at a message that failed (it waits for Retry or Discard) or is on its way.
// The service takes no idempotency key, so "did it land?" is read from the chat itself, always
// whole (a page that fails leaves it unknown, and the outbox reads again): a message of the
// person's with the same text, past the person's messages the service held at the send.
import type { Message } from '@/lib/api/resources/message';
import type { Outgoing } from '../store/outgoing-store';

/** The person's messages with `text`, past the first `after` of theirs (where a send lands). */
function timesSaid(messages: readonly Message[], text: string, after: number): number {
  const said = text.trim();
  return messages
    .filter((message) => message.author === 'user')
    .slice(after)
    .filter((message) => message.text?.trim() === said).length;
}

export type OutboxStep =
  | { kind: 'send'; item: Outgoing }
  /** The item's earlier send had no answer (or its tab went): re-read the chat before sending. */
  | { kind: 'check'; item: Outgoing }
  | { kind: 'idle' };

/**
 * What to do next for one chat's items. `mine` holds the items this tab is sending now; any
 * other item marked as sending was left by a tab that went (or lost its network) mid-send.
 */
export function nextStep(items: readonly Outgoing[], mine: ReadonlySet<string>): OutboxStep {
  for (const item of items) {
    if (item.state === 'accepted') continue;
    if (item.state === 'failed') return { kind: 'idle' };
    if (item.state === 'sending') return mine.has(item.localId) ? { kind: 'idle' } : { kind: 'check', item };
    return item.unsure ? { kind: 'check', item } : { kind: 'send', item };
  }
  return { kind: 'idle' };
}

/** Whether an item is waiting to go out by itself (new, or its network failed). */
export const goesOutByItself = (item: Outgoing) => item.state === 'queued';

/** What became of a send that had no answer: landed, not there, or not to be told apart. */
export type OutboxLanding = 'landed' | 'not-landed' | 'unknown';

/**
 * What became of an item whose send had no answer, from every message of its chat: it landed when
 * the chat holds more user messages with its text, past those the service held when it was sent
 * (`landsAfter`), than the items ahead of it that were accepted with the same text. Same texts sent
 * twice with no answer may then go out twice; a message is never taken for landed when it did not.
 * Where the chat stood at the send is not known (no complete read was had before it), a message
 * with its text that may have been there before is never taken for it: unknown, for the person.
 */
export function landingOf(
  messages: readonly Message[],
  items: readonly Outgoing[],
  item: Pick<Outgoing, 'localId' | 'text' | 'landsAfter'>,
): OutboxLanding {
  const text = item.text.trim();
  if (item.landsAfter === undefined) return timesSaid(messages, text, 0) > 0 ? 'unknown' : 'not-landed';
  const index = items.findIndex((other) => other.localId === item.localId);
  const ahead = items
    .slice(0, Math.max(0, index))
    .filter((other) => other.state === 'accepted' && other.text.trim() === text).length;
  return timesSaid(messages, text, item.landsAfter) > ahead ? 'landed' : 'not-landed';
}

/** How many user messages the service will hold before this one, counting earlier sends on their way. */
export function userCountBefore(
  messages: readonly Message[] | undefined,
  items: readonly Outgoing[],
  localId: string,
): number {
  const held = messages?.filter((message) => message.author === 'user').length ?? 0;
  const index = items.findIndex((item) => item.localId === localId);
  const ahead = items
    .slice(0, Math.max(0, index))
    .filter((item) => item.state === 'accepted' || item.state === 'sending').length;
  return held + ahead;
}
