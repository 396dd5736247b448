// The one write path: every record is stored before any request, claimed by one tab at a time (a
// lock per record, held for the request; a tab that dies frees it), and sent once. A record this
// tab made goes out on its own schedule; one found later (another tab's, a reload's, one whose
// request had no answer) is first looked for in its chat, on a complete read, and sent only while
// its job still asks the same question and it is younger than MAX_AGE_MS. Storage that refuses a
// write never drops a record: this tab keeps it in memory and says so (`unsaved`).
import {
  isDue,
  isExpired,
  isOpen,
  MAX_AGE_MS,
  MAX_ATTEMPTS,
  newer,
  pauseAfter,
  revise,
  type WriteRecord,
} from './write-record';
import type { Landing } from './landing';

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

/** What the service said of a write it took: whether the agent's turn runs (undefined: unsaid). */
interface Sent {
  running: boolean | undefined;
}

export interface WriteTransport {
  /** Posts the record; resolves on any 2xx (a body that cannot be read counts as sent). */
  post: (record: WriteRecord, options: { keepalive: boolean }) => Promise<Sent>;
  /** Reads what became of it, from complete reads only: rejects when any read fails. */
  inspect: (record: WriteRecord) => Promise<Landing>;
  classify: (error: unknown) => { failure: SendFailure; message: string };
  /**
   * What this tab already knows of the record's chat, with no request (the event stream keeps it
   * fresh), for a page that hides: only 'not-landed' or nothing known sends; undefined: unknown.
   */
  peek: (record: WriteRecord) => Landing | undefined;
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
  transport: WriteTransport;
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

/** A record sent as its page hid waits this long before another tab looks for it in its chat. */
const KEEPALIVE_GRACE_MS = 15_000;
/** A record this tab made goes out unchecked only this soon after the click (a hold-0 answer). */
const FRESH_MS = 2_000;

export type Delivery = ReturnType<typeof createDelivery>;

export function createDelivery(deps: DeliveryDeps) {
  let records: ReadonlyMap<string, WriteRecord> = new Map();
  let unsaved: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const sendingHere = new Set<string>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function setMemory(record: WriteRecord) {
    const next = new Map(records);
    next.set(record.id, record);
    records = next;
  }

  function markSaved(id: string, saved: boolean) {
    if (unsaved.has(id) !== saved) return;
    const next = new Set(unsaved);
    if (saved) next.delete(id);
    else next.add(id);
    unsaved = next;
  }

  /** Stores a record's new copy: memory first (it is never dropped), then storage, then the other tabs. */
  async function save(record: WriteRecord): Promise<boolean> {
    setMemory(record);
    emit();
    let stored = true;
    try {
      if (isExpired(record, deps.now())) await deps.storage.remove(record.account, record.id);
      else await deps.storage.put(record);
    } catch {
      stored = false;
    }
    markSaved(record.id, stored);
    emit();
    deps.broadcast(record);
    return stored;
  }

  /** Saves a record that settled; its keepalive mark goes only once storage holds the outcome. */
  async function settle(record: WriteRecord): Promise<void> {
    if (await save(record)) deps.keepaliveMarks.remove(record);
  }

  /** Takes in a stored copy; a record sent as its page closed counts as sent with no answer yet. */
  function takeIn(stored: WriteRecord) {
    let copy = stored;
    if (isOpen(copy) && copy.state !== 'sending' && deps.keepaliveMarks.has(copy))
      copy = { ...copy, state: 'sending', unsure: true, nextTryAt: Math.max(copy.nextTryAt, copy.sendAt) };
    const mine = records.get(copy.id);
    const chosen = newer(mine, copy);
    if (chosen && chosen !== mine) setMemory(chosen);
  }

  async function load() {
    const account = deps.account();
    if (!account) return;
    const stored = await deps.storage.load(account).catch(() => []);
    const now = deps.now();
    for (const record of stored) {
      if (record.account !== account) continue;
      // Receipts past their time and let-go records leave storage as it is read.
      if (isExpired(record, now) && !isOpen(records.get(record.id) ?? record)) {
        void deps.storage.remove(account, record.id).catch(() => undefined);
        continue;
      }
      takeIn(record);
    }
    emit();
  }

  /** Another tab's copy of a record (parsed by the caller, as everything from another tab is). */
  function heard(copy: WriteRecord) {
    takeIn(copy);
    emit();
  }

  /** Whether this record, as read under its claim, may be sent by this tab now. */
  function claimable(record: WriteRecord, now: number): boolean {
    if (record.account !== deps.account()) return false;
    if (isDue(record, now)) return true;
    // Left "sending" by a tab that went (its lock is free, or we would not be here).
    return record.state === 'sending' && record.nextTryAt <= now && !sendingHere.has(record.id);
  }

  async function deliver(record: WriteRecord, asClicked: boolean): Promise<void> {
    const now = deps.now();
    // Only an answer sent as it was clicked goes unchecked; after a hold, a wait for the network or
    // in another tab, the chat is read first: it may have landed, or the job moved on meanwhile.
    const foreign =
      !asClicked ||
      record.madeBy !== deps.tabId ||
      record.state === 'sending' ||
      record.unsure ||
      now - record.createdAt > FRESH_MS;
    let current = record;
    if (foreign) {
      let landing: Landing;
      try {
        landing = await deps.transport.inspect(current);
      } catch {
        // Unknown: never sent on a guess; read again after a pause.
        await save(revise(current, { nextTryAt: deps.now() + pauseAfter(current.attempts + 1) }));
        return;
      }
      if (landing === 'landed') {
        await settle(revise(current, { state: 'landed', landedAt: deps.now(), error: undefined }));
        return;
      }
      const tooOld = current.madeBy !== deps.tabId && now - current.createdAt > MAX_AGE_MS;
      if (!current.forced && (landing === 'moved-on' || tooOld)) {
        await settle(
          revise(current, {
            state: 'stale',
            staleReason: landing === 'moved-on' ? 'moved-on' : 'too-old',
            unsure: false,
          }),
        );
        return;
      }
    }
    current = revise(current, { state: 'sending' });
    // Stored as sending before the request: a mark left by a page that hid is now this claim's. An
    // answer sent as clicked does not wait for it: were this tab to die mid-request, the next one
    // finds it due, not made there, and looks for it in the chat before anything else.
    const storing = settle(current);
    if (!asClicked || foreign) await storing;
    try {
      const { running } = await deps.transport.post(current, { keepalive: false });
      await settle(
        revise(current, { state: 'landed', landedAt: deps.now(), running, unsure: false, error: undefined }),
      );
    } catch (error) {
      await settle(failedSend(current, error));
    }
  }

  function failedSend(record: WriteRecord, error: unknown): WriteRecord {
    const { failure, message } = deps.transport.classify(error);
    if (failure === 'not-its-account') return revise(record, { state: 'due' });
    if (failure === 'moved-on')
      return revise(record, { state: 'stale', staleReason: 'refused', unsure: false, error: message });
    if (failure === 'failed') return revise(record, { state: 'failed', error: message, unsure: false });
    const attempts = record.attempts + 1;
    if (attempts >= MAX_ATTEMPTS)
      return revise(record, { state: 'failed', unsure: true, attempts, error: message });
    return revise(record, {
      state: 'due',
      unsure: true,
      attempts,
      error: message,
      nextTryAt: deps.now() + pauseAfter(attempts),
    });
  }

  async function claimAndDeliver(id: string, asClicked = false) {
    const account = deps.account();
    if (!account) return;
    const chatId = records.get(id)?.chatId ?? '';
    // One lock per chat, held for the request: writes to a chat go one at a time, in every tab, so
    // each is looked for in the chat after the one before it is there.
    await deps.lock(`agent-console:write:${account}:${chatId}`, async () => {
      // Storage, not memory: another tab may have sent, undone or claimed it a moment ago (not
      // one made here a moment ago: no other tab can have had it yet).
      if (!asClicked) {
        const stored = await deps.storage.get(account, id).catch(() => undefined);
        if (stored) takeIn(stored);
      }
      const record = records.get(id);
      if (!record || !claimable(record, deps.now()) || !deps.online()) return;
      sendingHere.add(id);
      try {
        await deliver(record, asClicked);
      } finally {
        sendingHere.delete(id);
      }
    });
  }

  const claiming = new Set<string>();

  /**
   * Sends every record that is due: a chat's one after another, oldest first, and the chats side
   * by side (one slow request holds up no other chat); resolves when those started now are done.
   */
  async function pump(): Promise<void> {
    if (!deps.online()) return;
    const now = deps.now();
    const byChat = new Map<string, WriteRecord[]>();
    for (const record of [...records.values()].sort(
      (a, b) => a.sendAt - b.sendAt || a.createdAt - b.createdAt,
    )) {
      if (claiming.has(record.id) || !claimable(record, now)) continue;
      byChat.set(record.chatId, [...(byChat.get(record.chatId) ?? []), record]);
    }
    await Promise.all(
      [...byChat.values()].map(async (due) => {
        for (const record of due) {
          if (claiming.has(record.id)) continue;
          claiming.add(record.id);
          try {
            await claimAndDeliver(record.id);
          } finally {
            claiming.delete(record.id);
          }
        }
      }),
    );
  }

  /** The page is hidden or closing: this tab's held answers go now, with requests that outlive it. */
  function hide() {
    const now = deps.now();
    for (const record of records.values()) {
      if (record.state !== 'held' || record.madeBy !== deps.tabId || record.account !== deps.account())
        continue;
      // The job moved on while it was held: no time to ask the service, so it waits, to be
      // checked by the next tab (and shown "Not sent" there if it did).
      const known = deps.transport.peek(record);
      if (known === 'moved-on') continue;
      // Another tab already said the same to this question.
      if (known === 'landed') {
        void settle(revise(record, { state: 'landed', landedAt: now }));
        continue;
      }
      const going = revise(record, {
        state: 'sending',
        sendAt: now,
        unsure: true,
        nextTryAt: now + KEEPALIVE_GRACE_MS,
      });
      deps.keepaliveMarks.add(going);
      sendingHere.add(going.id);
      void save(going);
      void deps.transport
        .post(going, { keepalive: true })
        .then(
          ({ running }) => revise(going, { state: 'landed', landedAt: deps.now(), running, unsure: false }),
          (error: unknown) => failedSend(going, error),
        )
        .then(async (next) => {
          sendingHere.delete(going.id);
          await settle(next);
        });
    }
  }

  /** Sign out: the records of these accounts leave this tab's memory too. */
  function forget(accounts: readonly string[]) {
    const gone = new Set(accounts);
    records = new Map([...records].filter(([, record]) => !gone.has(record.account)));
    emit();
  }

  function forgetAll() {
    records = new Map();
    unsaved = new Set();
    emit();
  }

  function add(made: readonly WriteRecord[]) {
    for (const record of made) void save(record);
    // An answer with no hold goes as it was clicked (once the network allows, it is checked first).
    if (!deps.online()) return;
    for (const record of made)
      if (isDue(record, deps.now()) && !claiming.has(record.id)) {
        claiming.add(record.id);
        void claimAndDeliver(record.id, true).finally(() => claiming.delete(record.id));
      }
  }

  /**
   * Undoes a batch still held. At once, not under the claim: a record is claimed only once its
   * hold is over, so an Undo within the hold is always stored first.
   */
  function undo(batch: string): number {
    let undone = 0;
    for (const record of [...records.values()]) {
      // Past its hold it may be on its way from another tab: too late to undo.
      if (record.batch !== batch || record.state !== 'held' || record.sendAt <= deps.now()) continue;
      if (sendingHere.has(record.id)) continue;
      void save(revise(record, { state: 'abandoned' }));
      undone += 1;
    }
    return undone;
  }

  /** The person sends a failed or not-sent record again, now: their call, so no question check. */
  async function retry(id: string) {
    const record = records.get(id);
    if (!record || (record.state !== 'failed' && record.state !== 'stale')) return;
    await save(
      revise(record, {
        state: 'due',
        madeBy: deps.tabId,
        createdAt: deps.now(),
        sendAt: deps.now(),
        nextTryAt: 0,
        attempts: 0,
        error: undefined,
        staleReason: undefined,
        forced: true,
      }),
    );
    await pump();
  }

  async function discard(id: string) {
    const record = records.get(id);
    if (!record || record.state === 'sending' || record.state === 'landed') return;
    await save(revise(record, { state: 'abandoned' }));
  }

  /** When the next record falls due, if any waits. */
  function nextWake(): number | undefined {
    let next: number | undefined;
    for (const record of records.values()) {
      if (!isOpen(record) || record.account !== deps.account()) continue;
      const at = Math.max(record.sendAt, record.nextTryAt);
      if (next === undefined || at < next) next = at;
    }
    return next;
  }

  return {
    records: () => records,
    unsaved: () => unsaved,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    heard,
    forget,
    forgetAll,
    add,
    undo,
    retry,
    discard,
    pump,
    hide,
    nextWake,
  };
}
