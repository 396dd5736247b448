// A write made on a person's behalf, as a record that outlives the tab: written before any request
// and removed only once it landed (then kept a while as its receipt) or the person let it go.
// Its lifecycle: held (the person can still undo) → due → sending → landed | failed | stale |
// abandoned. `rev` orders the copies that tabs and storage hold of one record: the higher wins.

type WriteState =
  /** Waiting out the person's hold (Undo still possible). */
  | 'held'
  /** To be sent as soon as a tab of its account can. */
  | 'due'
  /** A tab claimed it and its request is out (or its tab went mid-request: see `unsure`). */
  | 'sending'
  | 'landed'
  /** The service refused it, or it kept failing: shown with Retry and Discard, the text kept. */
  | 'failed'
  /** Not sent: what it answered moved on, or it waited too long. Shown, text kept, never sent by itself. */
  | 'stale'
  /** Undone or discarded by the person. */
  | 'abandoned';

/** What every write carries, whatever it is. */
interface WriteBase {
  id: string;
  /** The account (hash of Base URL and key) it was made for: never sent with another key. */
  account: string;
  text: string;
  /** Writes made together share a batch, and one Undo. */
  batch: string;
  /** The tab that made it (a page load's id): that tab sends it on its schedule without checks. */
  madeBy: string;
  createdAt: number;
  /** This tab's count of writes when it was made: the order of writes made in one millisecond. */
  seq?: number;
  /** When it falls due (end of the hold). */
  sendAt: number;
  state: WriteState;
  rev: number;
  /** A request went out and no answer came: look for it before sending again. */
  unsure: boolean;
  attempts: number;
  /** Not before this time (backoff after a failure that may pass). */
  nextTryAt: number;
  /** When it landed, by this browser's clock. */
  landedAt?: number;
  /** What the service said of it; the reason it failed or was not sent. */
  error?: string;
  /** Why it is stale: the chat moved past its question, it waited too long, or the service refused it as answered. */
  staleReason?: 'moved-on' | 'too-old' | 'refused';
  /** Whether the service said the agent's turn runs, when it took it. */
  running?: boolean;
  /** The person sent it again after it failed or was not sent: their call, the question unchecked. */
  forced?: boolean;
  /** The service refused the key (401): Settings is the way, and Retry sends it with the key in use then. */
  keyRefused?: boolean;
}

/** An answer to a job's question, posted to the job's primary chat. */
export interface AnswerWrite extends WriteBase {
  kind: 'answer';
  /** The chat it is posted to. */
  chatId: string;
  /** The job it answers. */
  jobId: string;
  /** The job's title when it was answered, for what the person is told. */
  title: string;
  /** The id of the agent's message it answers, as read when it was made. */
  questionId?: string;
  /** A hash of the question it answers: sent only while the job still asks this. */
  questionHash: string;
  /** The alike key of that question, so a sent answer is remembered as a suggestion. */
  question?: string;
}

/** A new job (POST /v1/jobs): `text` is its message. */
export interface DispatchWrite extends WriteBase {
  kind: 'dispatch';
  /** The job the service made of it, once it landed (unknown when its answer could not be read). */
  jobId?: string;
  /** The job's placeholder title, as the service gave it. */
  title?: string;
}

/** A message the person wrote in a chat (POST /v1/sessions/{id}/messages). */
export interface MessageWrite extends WriteBase {
  kind: 'message';
  chatId: string;
  /**
   * The person's messages the chat held just before it was sent, from a complete read: its landing
   * is looked for past them. Undefined without a complete read (then a same text there is no proof).
   */
  landsAfter?: number;
  /** When `landsAfter` was read: a same text that landed since is another write's, not this one's. */
  readAt?: number;
  /** The person's messages the chat holds before it: its own copy shows until the chat holds more. */
  userCountBefore?: number;
  /** The agent's messages the chat held as it was sent: one more, and the agent has replied. */
  agentCountBefore?: number;
}

export type WriteRecord = AnswerWrite | DispatchWrite | MessageWrite;

/**
 * Writes in one lane go one at a time, in every tab (a lock each): a chat's (its messages and
 * answers), so each is looked for in the chat after the one before it is there. A dispatch is a
 * lane of its own: one slow request holds up no other job, and two tabs never send it together.
 */
export const laneOf = (record: WriteRecord) =>
  record.kind === 'dispatch' ? `dispatch:${record.id}` : `chat:${record.chatId}`;

/**
 * Whether an earlier message of the same chat must go first: a chat's messages land in the order
 * they were written, so one waits while an earlier one is held, on its way, backing off, or failed
 * (until the person retries or discards it).
 */
export const waitsForEarlier = (record: WriteRecord, records: Iterable<WriteRecord>) =>
  record.kind === 'message' &&
  [...records].some(
    (other) =>
      other.kind === 'message' &&
      other.id !== record.id &&
      other.chatId === record.chatId &&
      other.account === record.account &&
      compareMade(other, record) < 0 &&
      (isOpen(other) || other.state === 'failed'),
  );

/** Said of a write that may have gone, where the service keeps nothing to look for it by. */
export const CANNOT_TELL =
  'It may have gone through (no answer came, or the tab that made it closed), and the service cannot be asked. Check, then Retry or Discard.';

/** A record found by a tab that did not make it is sent only while younger than this. */
export const MAX_AGE_MS = 60 * 60_000;
/** A record sent as its page hid waits this long before another tab looks for it in its chat. */
export const KEEPALIVE_GRACE_MS = 15_000;
/** A record this tab made goes out unchecked only this soon after the click (a hold-0 answer). */
export const FRESH_MS = 2_000;
/** Sends whose outcome stayed unknown this many times are shown failed, for the person to retry. */
export const MAX_ATTEMPTS = 8;
const FIRST_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 60_000;
/** A landed record is kept this long as its receipt (every tab, after a reload). */
const RECEIPT_MS = 24 * 60 * 60_000;
/** A failed or unsent record the person never retried nor discarded is kept this long. */
const KEPT_UNSENT_MS = 7 * 24 * 60 * 60_000;

/** Writes this tab has made: each new one's `seq`. */
let madeHere = 0;

/**
 * The order writes were made in: by time, then (made in one millisecond) by this tab's count, then
 * by id (made in one millisecond in two tabs, or stored before writes had a count).
 */
export function compareMade(
  a: Pick<WriteBase, 'createdAt' | 'seq' | 'id'>,
  b: Pick<WriteBase, 'createdAt' | 'seq' | 'id'>,
): number {
  return a.createdAt - b.createdAt || (a.seq ?? 0) - (b.seq ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The fields every new write starts with: its first revision, never sent. */
export function newWrite({
  id,
  account,
  batch,
  madeBy,
  now,
  holdMs,
}: {
  id: string;
  account: string;
  batch: string;
  madeBy: string;
  now: number;
  /** The person's hold (0: due at once, so no "Sending in 0 s" flashes by). */
  holdMs: number;
}): Omit<WriteBase, 'text'> {
  return {
    id,
    account,
    batch,
    madeBy,
    createdAt: now,
    seq: (madeHere += 1),
    sendAt: now + holdMs,
    state: holdMs > 0 ? 'held' : 'due',
    rev: 1,
    unsure: false,
    attempts: 0,
    nextTryAt: 0,
  };
}

/** Whether a record settled: it landed, or it is shown failed or not sent (text kept). */
export const isSettled = (record: WriteRecord) =>
  record.state === 'landed' || record.state === 'failed' || record.state === 'stale';

export const isOpen = (record: WriteRecord) =>
  record.state === 'held' || record.state === 'due' || record.state === 'sending';

/** The next pause after `attempts` sends whose outcome was unknown. */
export const pauseAfter = (attempts: number) =>
  Math.min(FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1), MAX_PAUSE_MS);

/** A copy of `record` moved on by `patch`, one revision later. */
export const revise = <R extends WriteRecord>(record: R, patch: Partial<R>): R => ({
  ...record,
  ...patch,
  rev: record.rev + 1,
});

/** The newer of two copies of one record (equal revisions: the first, this tab's own). */
export const newer = <R extends WriteRecord>(mine: R | undefined, theirs: R | undefined) =>
  !mine ? theirs : !theirs || mine.rev >= theirs.rev ? mine : theirs;

/** Whether a record may go out now by itself (due or held past its time, not waiting on a backoff). */
export const isDue = (record: WriteRecord, now: number) =>
  (record.state === 'held' || record.state === 'due') && record.sendAt <= now && record.nextTryAt <= now;

/** Whether a record is gone for good from storage: a receipt past its time, or a let-go record. */
export const isExpired = (record: WriteRecord, now: number) =>
  record.state === 'abandoned' ||
  (record.state === 'landed' && now - (record.landedAt ?? 0) > RECEIPT_MS) ||
  // Failed or not sent and left alone for a week: the person has moved on too.
  ((record.state === 'failed' || record.state === 'stale') && now - record.createdAt > KEPT_UNSENT_MS);
