// The one write path (decision 037): records stored before any request (record-book.ts), claimed
// per chat by one tab at a time, sent once. Only an answer sent as clicked goes unchecked; any other
// is first looked for in its chat, on a complete read, and sent only while its job still asks the
// same question and it is younger than MAX_AGE_MS.
import {
  CANNOT_TELL,
  FRESH_MS,
  compareMade,
  isDue,
  KEEPALIVE_GRACE_MS,
  laneOf,
  MAX_AGE_MS,
  pauseAfter,
  revise,
  waitsForEarlier,
  type WriteRecord,
} from './write-record';
import type { BoundTransport, DeliveryDeps, Found } from './delivery-deps';
import { createRecordBook } from './record-book';
import { afterFailure, nextWakeOf } from './outcomes';
import { createPersonActions } from './person-actions';

export type Delivery = ReturnType<typeof createDelivery>;

export function createDelivery(deps: DeliveryDeps) {
  const book = createRecordBook(deps);
  /** The record's transport: called only for records `claimable` found one for (or `hide`). */
  const wire = (record: WriteRecord): BoundTransport => {
    const transport = deps.transports.of(record);
    if (!transport) throw new Error(`No transport for a ${record.kind}`);
    return transport;
  };
  const { save, settle } = book;
  const sendingHere = new Set<string>();

  /**
   * Whether this record, as read under its claim, may be sent by this tab now. `inTurn`: the pump
   * sends a lane's records one after another, so one behind an earlier message of its chat is
   * taken in its turn (and checked again under its claim).
   */
  function claimable(record: WriteRecord, now: number, inTurn = false): boolean {
    if (record.account !== deps.account() || !deps.transports.of(record)) return false;
    if (!inTurn && waitsForEarlier(record, book.records().values())) return false;
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
      let landing: Found;
      try {
        landing = await wire(current).inspect(current.madeBy === deps.tabId);
      } catch {
        // Unknown: never sent on a guess; read again after a pause.
        await save(revise(current, { nextTryAt: deps.now() + pauseAfter(current.attempts + 1) }));
        return;
      }
      if (landing === 'landed') {
        await settle(revise(current, { state: 'landed', landedAt: deps.now(), error: undefined }));
        return;
      }
      if (landing === 'cannot-tell') {
        const error = wire(current).cannotTell ?? CANNOT_TELL;
        await settle(revise(current, { state: 'failed', unsure: true, error }));
        return;
      }
      // An answer answers one question, which may have moved on meanwhile; a new job does not age.
      const tooOld =
        current.kind === 'answer' && current.madeBy !== deps.tabId && now - current.createdAt > MAX_AGE_MS;
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
    // A message reads where in its chat it will land (nothing to read for the other kinds).
    const transport = wire(current);
    const prepared = transport.prepare === undefined ? {} : await transport.prepare();
    current = revise(current, { ...prepared, state: 'sending' });
    // Stored as sending before the request (a mark left by a page that hid is now this claim's); as
    // clicked, not awaited: if this tab dies mid-request, the next one looks in the chat first.
    const storing = settle(current);
    if (!asClicked || foreign) await storing;
    try {
      const sent = await wire(current).post({ keepalive: false });
      await settle(
        revise(current, { ...sent, state: 'landed', landedAt: deps.now(), unsure: false, error: undefined }),
      );
    } catch (error) {
      await settle(failedSend(current, error));
    }
  }

  const failedSend = (record: WriteRecord, error: unknown) =>
    afterFailure(record, wire(record).classify(error), deps.now());

  async function claimAndDeliver(id: string, asClicked = false) {
    const account = deps.account();
    if (!account) return;
    const known = book.records().get(id);
    if (!known) return;
    // One lock per lane (a chat), held for the request: see laneOf.
    await deps.lock(`agent-console:write:${account}:${laneOf(known)}`, async () => {
      // Storage, not memory: another tab may have sent, undone or claimed it (not one made here now).
      if (!asClicked) {
        const stored = await deps.storage.get(account, id).catch(() => undefined);
        if (stored) book.takeIn(stored);
      }
      const record = book.records().get(id);
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
  /** A pump found a due record mid-claim here: once that claim ends, the pump looks again. */
  let lookAgain = false;
  const claimEnded = (id: string) => {
    claiming.delete(id);
    if (!lookAgain) return;
    lookAgain = false;
    void pump();
  };

  /**
   * Sends every record that is due: a chat's one after another, oldest first, and the chats side
   * by side (one slow request holds up no other chat); resolves when those started now are done.
   */
  async function pump(): Promise<void> {
    if (!deps.online()) return;
    const now = deps.now();
    const byChat = new Map<string, WriteRecord[]>();
    for (const record of [...book.records().values()].sort(
      // In the order they were made: a chat's messages land in that order (the held wait their time).
      (a, b) => compareMade(a, b) || a.sendAt - b.sendAt,
    )) {
      if (claiming.has(record.id)) {
        lookAgain = true;
        continue;
      }
      if (!claimable(record, now, true)) continue;
      byChat.set(laneOf(record), [...(byChat.get(laneOf(record)) ?? []), record]);
    }
    await Promise.all(
      [...byChat.values()].map(async (due) => {
        for (const record of due) {
          if (claiming.has(record.id)) continue;
          claiming.add(record.id);
          try {
            await claimAndDeliver(record.id);
          } finally {
            claimEnded(record.id);
          }
        }
      }),
    );
  }

  /** The page is hidden or closing: this tab's held answers go now, with requests that outlive it. */
  function hide() {
    const now = deps.now();
    for (const record of book.records().values()) {
      if (record.state !== 'held' || record.madeBy !== deps.tabId || record.account !== deps.account())
        continue;
      const transport = deps.transports.of(record);
      if (!transport) continue;
      // The job moved on while it was held (another tab's answer, say): no time to ask, so the
      // next tab checks it. A held record never left, so no saying in the chat is its landing.
      if (transport.peek() === 'moved-on') continue;
      const going = revise(record, {
        state: 'sending',
        sendAt: now,
        unsure: true,
        nextTryAt: now + KEEPALIVE_GRACE_MS,
      });
      deps.keepaliveMarks.add(going);
      sendingHere.add(going.id);
      void save(going);
      void transport
        .post({ keepalive: true })
        .then(
          (sent) => revise(going, { ...sent, state: 'landed', landedAt: deps.now(), unsure: false }),
          (error: unknown) => failedSend(going, error),
        )
        .then(async (next) => {
          sendingHere.delete(going.id);
          await settle(next);
        });
    }
  }

  /** Takes new records: shown at once, sent as due; resolves once storage took them (or refused). */
  function add(made: readonly WriteRecord[]): Promise<void> {
    const stored = Promise.all(made.map(save)).then(() => undefined);
    // A write with no hold goes as it was made (once the network allows, it is checked first).
    if (!deps.online()) return stored;
    for (const record of made)
      if (isDue(record, deps.now()) && !claiming.has(record.id)) {
        claiming.add(record.id);
        void claimAndDeliver(record.id, true).finally(() => claimEnded(record.id));
      }
    return stored;
  }

  const person = createPersonActions({ deps, book, sendingHere, pump });

  return {
    records: book.records,
    unsaved: book.unsaved,
    subscribe: book.subscribe,
    load: book.load,
    heard: book.heard,
    forget: book.forget,
    forgetAll: book.forgetAll,
    add,
    ...person,
    pump,
    hide,
    /** When the next record of the current account falls due, if any waits. */
    nextWake: () => nextWakeOf(book.records().values(), deps.account()),
  };
}
