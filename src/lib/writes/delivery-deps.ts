// What the write path needs from around it (storage, a lock, the wire, the other tabs), as
// interfaces: the browser's are in browser-deps.ts and record-storage.ts, a test's are fakes.
import type { Landing } from './landing';
import type { WriteRecord } from './write-record';

export interface RecordStorage {
  /** Every stored record of the account. */
  load: (account: string) => Promise<WriteRecord[]>;
  get: (account: string, id: string) => Promise<WriteRecord | undefined>;
  /** Rejects when the storage refuses it (full, turned off). */
  put: (record: WriteRecord) => Promise<void>;
  remove: (account: string, id: string) => Promise<void>;
}

/** How a request for a record ended, as the transport reads its error. */
export type SendFailure =
  /** No answer, or one that may pass (a gateway's 502): it may or may not have landed. */
  | 'unknown'
  /** The service refused it as a question no longer open (409 and kin). */
  | 'moved-on'
  /** The key in use is not the record's account's (it changed mid-send): nothing left. */
  | 'not-its-account'
  /** Any other refusal: shown, for the person to retry or discard. */
  | 'failed';

/** A failed request as a transport reads it; `keyRefused`: the service refused the key (401). */
export interface Classified {
  failure: SendFailure;
  message: string;
  keyRefused?: boolean;
}

/**
 * What the service said of a write it took, kept on the record: whether the agent's turn runs
 * (an answer), the job it made (a dispatch). Undefined: unsaid, or its answer could not be read.
 */
interface Sent {
  running?: boolean;
  jobId?: string;
  title?: string;
}

/**
 * What became of a write whose outcome is not known, read from the service: a `Landing`, or
 * `cannot-tell` where the service keeps nothing to look for it by (a dispatch: the service takes no
 * idempotency key, and a job made of it cannot be told from another): the person decides.
 */
export type Found = Landing | 'cannot-tell';

export interface WriteTransport<R extends WriteRecord = WriteRecord> {
  /** Posts the record; resolves on any 2xx (a body that cannot be read counts as sent). */
  post: (record: R, options: { keepalive: boolean }) => Promise<Sent>;
  /**
   * Reads what became of it, from complete reads only: rejects when any read fails. `madeHere`:
   * this tab made it, so its copy is the true one (another tab's stored copy may be older than
   * what that tab did, where storage refused a write).
   */
  inspect: (record: R, madeHere: boolean) => Promise<Found>;
  classify: (error: unknown) => Classified;
  /**
   * What this tab already knows of the record's chat, with no request (the event stream keeps it
   * fresh), for a page that hides: only 'not-landed' or nothing known sends; undefined: unknown.
   */
  peek: (record: R) => Landing | undefined;
  /**
   * Reads what the record must carry as it goes (a message: where in its chat it lands); stored
   * with it, under its claim, before the request. Never rejects: what it cannot read stays unknown.
   */
  prepare?: (record: R) => Promise<Partial<R>>;
  /** What the person is told when `inspect` cannot tell whether it went (CANNOT_TELL by default). */
  cannotTell?: string;
}

/** A transport bound to one copy of a record: what the engine calls. */
export interface BoundTransport {
  post: (options: { keepalive: boolean }) => Promise<Sent>;
  inspect: (madeHere: boolean) => Promise<Found>;
  classify: (error: unknown) => Classified;
  peek: () => Landing | undefined;
  prepare: (() => Promise<Partial<WriteRecord>>) | undefined;
  cannotTell: string | undefined;
}

export function bindTransport<R extends WriteRecord>(
  transport: WriteTransport<R>,
  record: R,
): BoundTransport {
  const { prepare } = transport;
  return {
    post: (options) => transport.post(record, options),
    inspect: (madeHere) => transport.inspect(record, madeHere),
    classify: (error) => transport.classify(error),
    peek: () => transport.peek(record),
    prepare: prepare && (() => prepare(record)),
    cannotTell: transport.cannotTell,
  };
}

/** The transports by kind of write, as the engine sees them. */
export interface Transports {
  /** The record's transport, if this tab has it (a record without one waits for a tab that has). */
  of: (record: WriteRecord) => BoundTransport | undefined;
}

export interface DeliveryDeps {
  /** This page load's id: records it made go out on its schedule, without checks. */
  tabId: string;
  account: () => string | undefined;
  now: () => number;
  online: () => boolean;
  storage: RecordStorage;
  /** Runs `task` holding the lock `name`, once no other task (in any tab) holds it. */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  transports: Transports;
  /**
   * Tells the other tabs a record changed, with the record itself: they know it even where storage
   * refused it (and take it in only if it is newer than what they hold).
   */
  broadcast: (record: WriteRecord) => void;
  /** Marks, synchronously, records whose request left as the page was hidden or closed. */
  keepaliveMarks: {
    add: (record: WriteRecord) => void;
    has: (record: WriteRecord) => boolean;
    remove: (record: WriteRecord) => void;
  };
}
