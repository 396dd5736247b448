// The outbox's rules, apart from the browser: which message of a chat goes next, and whether a
// message whose send had no answer already landed. Messages go out in the order they were written:
// a chat's queue stops at a message that failed (it waits for Retry or Discard) or is on its way.
// The service takes no idempotency key, so "did it land?" is read from the chat itself: a message
// of the person's with the same text, past the person's messages the service held at the send.
import type { Message } from '@/lib/api/resources/message';
import { timesSaid } from '@/lib/outbox';
import type { Outgoing } from '../store/outgoing-store';

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

/**
 * Whether an item whose send had no answer landed: the chat holds more user messages with its
 * text, past those the service held when it was sent (`landsAfter`), than the items ahead of it
 * that were accepted with the same text. Same texts sent twice with no answer may then go out
 * twice; a message is never taken for landed when it did not.
 */
export function hasLanded(
  messages: readonly Message[],
  items: readonly Outgoing[],
  item: Pick<Outgoing, 'localId' | 'text' | 'landsAfter'>,
): boolean {
  const text = item.text.trim();
  const same = timesSaid(messages, text, item.landsAfter ?? 0);
  const index = items.findIndex((other) => other.localId === item.localId);
  const ahead = items
    .slice(0, Math.max(0, index))
    .filter((other) => other.state === 'accepted' && other.text.trim() === text).length;
  return same > ahead;
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
