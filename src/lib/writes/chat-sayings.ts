// The other writes of a chat that say the same text as a write (a message typed in the chat and an
// answer may both say "continue"): their sayings in the chat are theirs, not its landing, and while
// one of them may or may not have landed, neither is decided on a saying of that text. Read by the
// answers' and the messages' "did it land?" (landing.ts, message-landing.ts).
import type { WriteRecord } from './write-record';

type Saying = Pick<WriteRecord, 'id' | 'text'> & { chatId: string };

/** The chat's other writes (messages and answers) with the same text, whatever their state. */
function* sameTextWrites(records: Iterable<WriteRecord>, record: Saying) {
  const text = record.text.trim();
  for (const other of records)
    if (
      other.kind !== 'dispatch' &&
      other.id !== record.id &&
      other.chatId === record.chatId &&
      other.text.trim() === text
    )
      yield other;
}

/**
 * Whether one landed after `since`, strictly: a chat's writes go one at a time (one lock per chat),
 * so one that landed in the same millisecond as a read landed before it (its lock was let go
 * first); one after it needed a whole request after the read.
 */
const landedAfter = (other: WriteRecord, since: number) =>
  other.state === 'landed' && (other.landedAt ?? 0) > since;

/**
 * How many other writes of the chat landed the same text there since `since` (a message's place
 * was read): they landed after it would have, and their sayings are not its landing.
 */
export function othersLandedSince(records: Iterable<WriteRecord>, record: Saying, since: number): number {
  let count = 0;
  for (const other of sameTextWrites(records, record)) if (landedAfter(other, since)) count += 1;
  return count;
}

/**
 * The places (indexes among the person's messages) where the chat's messages with an answer's text
 * landed since the answer was made: those sayings are theirs. Undefined when one of them landed at
 * a place not known (no complete read before it went): the answer cannot be told apart.
 */
export function placesOfOthers(
  records: Iterable<WriteRecord>,
  record: Saying & Pick<WriteRecord, 'createdAt'>,
): Set<number> | undefined {
  const places = new Set<number>();
  for (const other of sameTextWrites(records, record)) {
    if (other.kind !== 'message' || !landedAfter(other, record.createdAt)) continue;
    if (other.userCountBefore === undefined || other.landsAfter === undefined) return undefined;
    places.add(other.userCountBefore);
  }
  return places;
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
export function anotherUnsure(records: Iterable<WriteRecord>, record: Saying): boolean {
  for (const other of sameTextWrites(records, record))
    if (
      other.state === 'sending' ||
      (other.unsure && other.state !== 'landed' && other.state !== 'abandoned')
    )
      return true;
  return false;
}

/** Whether this tab's own record never left it: no saying in the chat can be its landing. */
export const neverLeft = (record: WriteRecord, madeHere: boolean) =>
  madeHere && !record.unsure && record.state !== 'sending';
