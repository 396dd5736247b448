// The write path against a fake service, fake tabs and fake storage: random sequences of a
// person's and the network's moves (answer, hold, undo, write a chat message, dispatch, close and
// open tabs, offline, a POST that answers 502 but landed, a read whose second page fails, storage
// full, a key switch, the job moving on), then everything settles. The invariant: each answer the
// person made and did not undo lands exactly once, after the question it answers, or is shown
// failed or not sent with its text kept; each message lands once, in the order written, or is shown
// failed with its text kept (those after it wait); nothing lands for another account or after a
// newer question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import { transportsFor } from './transports';
import { createDelivery, type Delivery } from './delivery';
import type { SendFailure } from './delivery-deps';
import { countBy } from '@/lib/api/resources/message';
import { anotherUnsure, neverLeft, placesOfOthers } from './chat-sayings';
import { landingOf, questionHashOf } from './landing';
import { messageLandingOf, userCountBefore } from './message-landing';
import {
  isOpen,
  newWrite,
  waitsForEarlier,
  type AnswerWrite,
  type DispatchWrite,
  type MessageWrite,
  type WriteRecord,
} from './write-record';

type PostMode = 'ok' | '502-landed' | '502-lost' | 'network-lost';
const ACCOUNTS = ['acct-a', 'acct-b'] as const;
const JOBS = [
  { id: 'j1', chatId: 'c1', account: 'acct-a' },
  { id: 'j2', chatId: 'c2', account: 'acct-a' },
  { id: 'j3', chatId: 'c3', account: 'acct-b' },
] as const;

class Failure extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure);
  }
}

interface Landing {
  /** Which record it was (the fake service can tell; the real one cannot). */
  recordId: string;
  /** The question the record answered. */
  questionId: string | undefined;
  account: string;
  chatId: string;
  text: string;
  /** The question it followed was the chat's last word when it landed. */
  onCurrentQuestion: boolean;
}

function createWorld() {
  let now = 1_000_000;
  let seq = 0;
  const chats = new Map<string, Message[]>();
  for (const job of JOBS)
    chats.set(job.chatId, [
      {
        id: `${job.chatId}-q0`,
        author: 'agent',
        text: `Ship ${job.id}? Yes or No`,
        createdAt: undefined,
        raw: null,
      },
    ]);
  const world = {
    // A clock that moves on at every reading, as a real one does between two steps.
    now: () => (now += 1),
    advance: (ms: number) => (now += ms),
    online: true,
    postModes: [] as PostMode[],
    readFails: false,
    storageFull: false,
    stored: new Map<string, WriteRecord>(),
    locks: new Map<string, Promise<void>>(),
    marks: new Set<string>(),
    landings: [] as Landing[],
    /** Jobs the fake service made, by the dispatch that made them. */
    jobsMade: [] as { recordId: string; account: string }[],
    chats,
    tabs: [] as Tab[],
    nextId: () => `w${(seq += 1)}`,
  };
  return world;
}
type World = ReturnType<typeof createWorld>;

interface Tab {
  id: string;
  account: string | undefined;
  delivery: Delivery;
  closed: boolean;
}

const jobOf = (chatId: string) => JOBS.find((job) => job.chatId === chatId);
const lastAgent = (messages: readonly Message[]) =>
  messages.findLast((message) => message.author === 'agent');

function land(world: World, record: AnswerWrite | MessageWrite, account: string) {
  const job = jobOf(record.chatId);
  if (!job || job.account !== account) throw new Failure('failed');
  const messages = world.chats.get(record.chatId) ?? [];
  const questionId = record.kind === 'answer' ? record.questionId : undefined;
  const question = messages.findIndex((message) => message.id === questionId);
  world.landings.push({
    recordId: record.id,
    questionId,
    account,
    chatId: record.chatId,
    text: record.text,
    onCurrentQuestion: record.kind === 'message' || (question >= 0 && question === messages.length - 1),
  });
  messages.push({
    id: `${record.chatId}-m${messages.length}`,
    author: 'user',
    text: record.text,
    createdAt: undefined,
    raw: null,
  });
}

function openTab(world: World, account: string | undefined): Tab {
  const tab: Tab = { id: `tab${world.tabs.length}`, account, closed: false, delivery: undefined as never };
  const key = (acct: string, id: string) => `${acct}:${id}`;
  tab.delivery = createDelivery({
    tabId: tab.id,
    account: () => tab.account,
    now: world.now,
    online: () => world.online,
    storage: {
      load: async (acct) => [...world.stored.values()].filter((record) => record.account === acct),
      get: async (acct, id) => world.stored.get(key(acct, id)),
      put: async (record) => {
        await Promise.resolve();
        // A page that died before its write committed left nothing.
        if (tab.closed) throw new Error('the page is gone');
        if (world.storageFull) throw new Error('QuotaExceededError');
        world.stored.set(key(record.account, record.id), record);
      },
      remove: async (acct, id) => void world.stored.delete(key(acct, id)),
    },
    // Web Locks: one holder per name across the tabs, the others wait their turn.
    lock: (name, task) => {
      const run = (world.locks.get(name) ?? Promise.resolve()).then(task, task);
      world.locks.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
    transports: transportsFor({
      message: {
        prepare: async (record) => {
          // A read that fails leaves where it lands unknown.
          if (!world.online || world.readFails) return {};
          const messages = world.chats.get(record.chatId) ?? [];
          return {
            landsAfter: countBy(messages, 'user'),
            readAt: world.now(),
            userCountBefore: userCountBefore(messages, tab.delivery.records().values(), record),
            agentCountBefore: countBy(messages, 'agent'),
          };
        },
        post: async (record) => {
          if (tab.account !== record.account) throw new Failure('not-its-account');
          if (!world.online) throw new Failure('unknown');
          const mode = world.postModes.shift() ?? 'ok';
          if (mode === 'ok' || mode === '502-landed') land(world, record, tab.account);
          if (mode !== 'ok') throw new Failure('unknown');
          return {};
        },
        inspect: async (record, madeHere) => {
          if (neverLeft(record, madeHere)) return 'not-landed';
          if (anotherUnsure(tab.delivery.records().values(), record)) return 'cannot-tell';
          if (!world.online || world.readFails) throw new Error('page 2 failed');
          const chat = world.chats.get(record.chatId) ?? [];
          const landing = messageLandingOf(chat, tab.delivery.records().values(), record);
          return landing === 'unknown' ? 'cannot-tell' : landing;
        },
        peek: () => undefined,
        classify: (error) => ({
          failure: error instanceof Failure ? error.failure : 'failed',
          message: String(error),
        }),
      },
      dispatch: {
        post: async (record, { keepalive }) => {
          if (tab.account !== record.account) throw new Failure('not-its-account');
          if (!world.online) throw new Failure('unknown');
          const mode = world.postModes.shift() ?? 'ok';
          if (mode === 'ok' || mode === '502-landed')
            world.jobsMade.push({ recordId: record.id, account: tab.account });
          if (tab.closed && keepalive) return new Promise<never>(() => undefined);
          if (mode !== 'ok') throw new Failure('unknown');
          return { jobId: `job-of-${record.id}` };
        },
        inspect: async (record, madeHere) =>
          !madeHere || record.unsure || record.state === 'sending' ? 'cannot-tell' : 'not-landed',
        peek: () => undefined,
        classify: (error) => ({
          failure: error instanceof Failure ? error.failure : 'failed',
          message: String(error),
        }),
      },
      answer: {
        post: async (record, { keepalive }) => {
          // The key in use is checked where the request is built, as apiFetch does.
          if (tab.account !== record.account) throw new Failure('not-its-account');
          if (!world.online) throw new Failure('unknown');
          const mode = world.postModes.shift() ?? 'ok';
          if (mode === 'ok' || mode === '502-landed') land(world, record, tab.account);
          if (tab.closed && keepalive) return new Promise<never>(() => undefined); // the page is gone
          if (mode !== 'ok') throw new Failure('unknown');
          return { running: undefined } as const;
        },
        inspect: async (record, madeHere) => {
          if (!world.online || world.readFails) throw new Error('page 2 failed');
          const messages = world.chats.get(record.chatId) ?? [];
          const records = [...tab.delivery.records().values()];
          if (neverLeft(record, madeHere)) return landingOf(messages, record, () => true);
          const theirs = placesOfOthers(records, record);
          if (!theirs || anotherUnsure(records, record)) return 'cannot-tell';
          return landingOf(messages, record, (place) => theirs.has(place));
        },
        // The tab's copy of the chat, kept fresh by the event stream.
        peek: (record) => landingOf(world.chats.get(record.chatId) ?? [], record, () => true),
        classify: (error) => ({
          failure: error instanceof Failure ? error.failure : 'failed',
          message: String(error),
        }),
      },
    }),
    broadcast: (record) => {
      for (const other of world.tabs) if (other !== tab && !other.closed) other.delivery.heard({ ...record });
    },
    keepaliveMarks: {
      add: (record) => world.marks.add(key(record.account, record.id)),
      has: (record) => world.marks.has(key(record.account, record.id)),
      remove: (record) => world.marks.delete(key(record.account, record.id)),
    },
  });
  world.tabs.push(tab);
  return tab;
}

interface Made {
  record: WriteRecord;
  /** Undone by the person (Undo took it while it was held): it may leave storage. */
  undone: boolean;
  /** Kept only in a tab that closed with it unsaved: the person was told "keep this tab open". */
  lostWithTab: boolean;
  /** Storage refused it as it was made: other tabs cannot know of it (nor wait for it). */
  unsavedAtFirst?: boolean;
}
interface Model {
  made: Made[];
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const liveTabs = (world: World) => world.tabs.filter((tab) => !tab.closed);

type Cmd = fc.AsyncCommand<Model, World>;

/** A new write of the tab's account, as the app makes one (lib/writes newWrite). */
const made = (world: World, tab: Tab, account: string, holdMs: number) =>
  newWrite({
    id: world.nextId(),
    account,
    batch: world.nextId(),
    madeBy: tab.id,
    now: world.now(),
    holdMs,
  });

const answer = (tabPick: number, jobPick: number, hold: number, text: string): Cmd => ({
  check: () => true,
  run: async (model, world) => {
    const tabs = liveTabs(world);
    const tab = tabs[tabPick % Math.max(1, tabs.length)];
    const mine = JOBS.filter((job) => job.account === tab?.account);
    const job = mine[jobPick % Math.max(1, mine.length)];
    if (!tab?.account || !job) return;
    const messages = world.chats.get(job.chatId) ?? [];
    // A job waits (ambiguous) only while the agent had the last word; an answer sets it running.
    if (messages.at(-1)?.author !== 'agent') return;
    const question = lastAgent(messages);
    // The app refuses a second answer while one is held, on its way or sent to this question.
    const answered = (r: WriteRecord) =>
      r.kind === 'answer' &&
      r.jobId === job.id &&
      (isOpen(r) || (r.state === 'landed' && r.questionId === question?.id));
    if ([...tab.delivery.records().values()].some(answered)) return;
    const record: AnswerWrite = {
      ...made(world, tab, tab.account, hold),
      // Held even with no hold: the runs reach a record whose hold is over as it is looked at.
      state: 'held',
      kind: 'answer',
      chatId: job.chatId,
      jobId: job.id,
      title: job.id,
      text,
      questionId: question?.id,
      questionHash: questionHashOf(question?.text),
    };
    void tab.delivery.add([record]);
    model.made.push({ record, undone: false, lostWithTab: false, unsavedAtFirst: world.storageFull });
    await settle();
  },
  toString: () => `answer(tab ${tabPick}, job ${jobPick}, hold ${hold}, ${JSON.stringify(text)})`,
});

const dispatch = (tabPick: number, text: string): Cmd => ({
  check: () => true,
  run: async (model, world) => {
    const tabs = liveTabs(world);
    const tab = tabs[tabPick % Math.max(1, tabs.length)];
    if (!tab?.account) return;
    const record: DispatchWrite = { ...made(world, tab, tab.account, 0), kind: 'dispatch', text };
    void tab.delivery.add([record]);
    model.made.push({ record, undone: false, lostWithTab: false, unsavedAtFirst: world.storageFull });
    await settle();
  },
  toString: () => `dispatch(tab ${tabPick}, ${JSON.stringify(text)})`,
});

/** The person writes in one of their chats (a job's chat, where answers go too). */
const message = (tabPick: number, chatPick: number, text: string): Cmd => ({
  check: () => true,
  run: async (model, world) => {
    const tabs = liveTabs(world);
    const tab = tabs[tabPick % Math.max(1, tabs.length)];
    const mine = JOBS.filter((job) => job.account === tab?.account);
    const job = mine[chatPick % Math.max(1, mine.length)];
    if (!tab?.account || !job) return;
    const record: MessageWrite = {
      ...made(world, tab, tab.account, 0),
      kind: 'message',
      chatId: job.chatId,
      text,
    };
    const unsavedAtFirst = world.storageFull;
    void tab.delivery.add([record]);
    model.made.push({ record, undone: false, lostWithTab: false, unsavedAtFirst });
    await settle();
  },
  toString: () => `message(tab ${tabPick}, chat ${chatPick}, ${JSON.stringify(text)})`,
});

const undo = (tabPick: number): Cmd => ({
  check: () => true,
  run: async (model, world) => {
    const tab = liveTabs(world)[tabPick % Math.max(1, liveTabs(world).length)];
    const held = [...(tab?.delivery.records().values() ?? [])].filter((r) => r.state === 'held').at(-1);
    if (!tab || !held) return;
    tab.delivery.undo(held.batch);
    for (const made of model.made)
      if (tab.delivery.records().get(made.record.id)?.state === 'abandoned') made.undone = true;
  },
  toString: () => `undo(tab ${tabPick})`,
});

const tick = (ms: number): Cmd => ({
  check: () => true,
  run: async (_model, world) => {
    world.advance(ms);
    for (const tab of liveTabs(world)) await tab.delivery.pump();
  },
  toString: () => `tick(${ms})`,
});

const closeTab = (tabPick: number, hides: boolean): Cmd => ({
  check: () => true,
  run: async (model, world) => {
    const tab = liveTabs(world)[tabPick % Math.max(1, liveTabs(world).length)];
    if (!tab) return;
    if (hides) tab.delivery.hide();
    tab.closed = true;
    await settle();
    const unsaved = tab.delivery.unsaved();
    for (const made of model.made)
      if (unsaved.has(made.record.id) && !world.stored.has(`${made.record.account}:${made.record.id}`))
        made.lostWithTab = true;
  },
  toString: () => `close(tab ${tabPick}, pagehide ${hides})`,
});

const openNewTab = (accountPick: number): Cmd => ({
  check: (_model) => true,
  run: async (_model, world) => {
    const tab = openTab(world, ACCOUNTS[accountPick % ACCOUNTS.length]);
    await tab.delivery.load();
  },
  toString: () => `open(${ACCOUNTS[accountPick % ACCOUNTS.length]})`,
});

const network = (online: boolean): Cmd => ({
  check: () => true,
  run: async (_model, world) => {
    world.online = online;
  },
  toString: () => (online ? 'online' : 'offline'),
});

const nextPost = (mode: PostMode): Cmd => ({
  check: () => true,
  run: async (_model, world) => void world.postModes.push(mode),
  toString: () => `next POST ${mode}`,
});

const flag = (name: 'readFails' | 'storageFull', value: boolean): Cmd => ({
  check: () => true,
  run: async (_model, world) => {
    world[name] = value;
  },
  toString: () => `${name} ${value}`,
});

const switchKey = (tabPick: number, accountPick: number): Cmd => ({
  check: () => true,
  run: async (_model, world) => {
    const tab = liveTabs(world)[tabPick % Math.max(1, liveTabs(world).length)];
    if (!tab) return;
    tab.account = ACCOUNTS[accountPick % ACCOUNTS.length];
    await tab.delivery.load();
  },
  toString: () => `switch key(tab ${tabPick} → ${ACCOUNTS[accountPick % ACCOUNTS.length]})`,
});

/** The job is answered from a phone and the agent asks something new. */
const movesOn = (jobPick: number): Cmd => ({
  check: () => true,
  run: async (_model, world) => {
    const job = JOBS[jobPick % JOBS.length];
    if (!job) return;
    const messages = world.chats.get(job.chatId) ?? [];
    messages.push({
      id: `${job.chatId}-m${messages.length}`,
      author: 'user',
      text: 'phone answer',
      createdAt: undefined,
      raw: null,
    });
    messages.push({
      id: `${job.chatId}-m${messages.length}`,
      author: 'agent',
      text: `Next for ${job.id}? Yes or No`,
      createdAt: undefined,
      raw: null,
    });
  },
  toString: () => `moves on(job ${jobPick})`,
});

const commands = [
  fc
    .tuple(fc.nat(3), fc.nat(2), fc.constantFrom(0, 0, 5_000), fc.constantFrom('Yes', 'No', 'continue'))
    .map(([t, j, h, x]) => answer(t, j, h, x)),
  fc.tuple(fc.nat(3), fc.constantFrom('Fix the build', 'Write the notes')).map(([t, x]) => dispatch(t, x)),
  fc
    .tuple(fc.nat(3), fc.nat(2), fc.constantFrom('continue', 'continue', 'also check the logs'))
    .map(([t, c, x]) => message(t, c, x)),
  fc.nat(3).map(undo),
  fc.constantFrom(100, 2_500, 6_000, 20_000, 70 * 60_000).map(tick),
  fc.tuple(fc.nat(3), fc.boolean()).map(([t, h]) => closeTab(t, h)),
  fc.nat(1).map(openNewTab),
  fc.boolean().map(network),
  fc.constantFrom<PostMode>('ok', '502-landed', '502-lost', 'network-lost').map(nextPost),
  fc.boolean().map((value) => flag('readFails', value)),
  fc.boolean().map((value) => flag('storageFull', value)),
  fc.tuple(fc.nat(3), fc.nat(1)).map(([t, a]) => switchKey(t, a)),
  fc.nat(2).map(movesOn),
];

/** Everything settles: the network and storage are fine, a tab of each account is open, time passes. */
async function settleAll(world: World) {
  world.online = true;
  world.readFails = false;
  world.storageFull = false;
  world.postModes = [];
  for (const account of ACCOUNTS) await openTab(world, account).delivery.load();
  for (let round = 0; round < 30; round += 1) {
    world.advance(61_000);
    // Each tab's key comes back to every account in turn: a write waits for its own account.
    for (const tab of liveTabs(world))
      for (const account of ACCOUNTS) {
        tab.account = account;
        await tab.delivery.load();
        await tab.delivery.pump();
      }
  }
}

function finalCopy(world: World, id: string): WriteRecord | undefined {
  let best: WriteRecord | undefined;
  for (const tab of liveTabs(world)) {
    const copy = tab.delivery.records().get(id);
    if (copy && (!best || copy.rev > best.rev)) best = copy;
  }
  return best;
}

describe('the write path, model-based', () => {
  it('delivers every answer once to its question, every message once and in order, and every dispatch at most once, or shows it with its text kept', async () => {
    // What the runs went through, so a generator that stopped reaching a case fails the test.
    const reached = new Map<string, number>();
    const count = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'medium' }), async (cmds) => {
        const world = createWorld();
        openTab(world, 'acct-a');
        openTab(world, 'acct-b');
        const model: Model = { made: [] };
        await fc.asyncModelRun(() => ({ model, real: world }), cmds);
        await settleAll(world);
        // Nothing lands for another account, and nothing after a newer question.
        for (const landing of world.landings) {
          expect(jobOf(landing.chatId)?.account).toBe(landing.account);
          expect(
            landing.onCurrentQuestion,
            `${landing.text} landed after a newer question: ${JSON.stringify(world.landings)} ${JSON.stringify(model.made.map((m) => finalCopy(world, m.record.id)))}`,
          ).toBe(true);
        }
        // A job is made once at most per dispatch, for its own account; landed means made; a
        // dispatch that failed may have made one only if it says so (unsure: "Perhaps dispatched").
        for (const made of world.jobsMade)
          expect(model.made.find((m) => m.record.id === made.recordId)?.record.account).toBe(made.account);
        for (const { record, undone, lostWithTab } of model.made) {
          if (record.kind !== 'dispatch') continue;
          const jobs = world.jobsMade.filter((made) => made.recordId === record.id).length;
          expect(jobs, `${record.id} made ${jobs} jobs`).toBeLessThanOrEqual(1);
          const copy = finalCopy(world, record.id);
          count(
            copy ? `dispatch ${copy.state}${copy.unsure ? ', perhaps' : ''}` : 'dispatch lost with its tab',
          );
          if (!copy) {
            expect(lostWithTab || undone, `${record.id} vanished`).toBe(true);
            continue;
          }
          expect(['landed', 'failed'], `${record.id} is ${copy.state}`).toContain(copy.state);
          if (copy.state === 'landed') expect(jobs, `${record.id} landed`).toBe(1);
          else {
            if (!copy.unsure) expect(jobs, `${record.id} failed surely but made a job`).toBe(0);
            expect(copy.text).toBe(record.text);
          }
        }
        // A message lands once at most; landed means there; failed means not landed unless it says
        // "may have been sent"; one still due waits behind an earlier failed one of its chat. A
        // chat's messages land in the order they were written (those storage kept: other tabs know them).
        const unknowable = (l: Landing) =>
          model.made.some((m) => m.record.id === l.recordId && m.unsavedAtFirst === true);
        const finals = model.made.map((m) => finalCopy(world, m.record.id)).filter((r) => r !== undefined);
        for (const { record, undone, lostWithTab } of model.made) {
          if (record.kind !== 'message') continue;
          const landed = world.landings.filter((l) => l.recordId === record.id).length;
          expect(landed, `${record.id} landed ${landed} times`).toBeLessThanOrEqual(1);
          const copy = finalCopy(world, record.id);
          count(
            copy ? `message ${copy.state}${copy.unsure ? ', perhaps' : ''}` : 'message lost with its tab',
          );
          if (!copy) {
            expect(lostWithTab || undone, `${record.id} vanished`).toBe(true);
            continue;
          }
          // Landed means there: its own, or a write of the same text storage never held (no other
          // tab could know it was another write: its tab said "keep this tab open").
          const same = world.landings.filter(
            (l) => l.chatId === record.chatId && l.text === record.text && unknowable(l),
          ).length;
          if (copy.state === 'landed')
            expect(landed + same, `${record.id} is landed`).toBeGreaterThanOrEqual(1);
          else if (copy.state === 'failed') {
            if (!copy.unsure) expect(landed, `${record.id} failed surely but landed`).toBe(0);
            expect(copy.text).toBe(record.text);
          } else {
            expect(copy.state, `${record.id} is ${copy.state}`).toBe('due');
            expect(waitsForEarlier(copy, finals), `${record.id} waits for nothing`).toBe(true);
            // It may have landed (its send had no answer, or its tab closed with storage refusing
            // what it did): it is looked for in the chat, once the one before it is settled, before
            // it ever goes again. Landing at most once is checked above.
          }
        }
        for (const chat of JOBS.map((job) => job.chatId)) {
          const order = world.landings
            .filter((l) => l.chatId === chat)
            .map((l) => model.made.find((m) => m.record.id === l.recordId))
            // One storage refused as it was made lives in its tab alone: the other tabs cannot wait
            // for it (the person is told "Not saved on this device: keep this tab open").
            .filter((m) => m?.record.kind === 'message' && !m.unsavedAtFirst)
            .map((m) => m?.record.createdAt ?? 0);
          expect(order, `${chat}'s messages landed out of order`).toEqual([...order].sort((a, b) => a - b));
        }
        for (const { record, undone, lostWithTab } of model.made) {
          if (record.kind !== 'answer') continue;
          const landed = world.landings.filter((l) => l.recordId === record.id).length;
          expect(landed, `${record.id} landed ${landed} times`).toBeLessThanOrEqual(1);
          const copy = finalCopy(world, record.id);
          count(copy ? `${copy.state}${copy.attempts > 0 ? ' after a retry' : ''}` : 'lost with its tab');
          if (!copy) {
            expect(lostWithTab || undone, `${record.id} vanished`).toBe(true);
            continue;
          }
          if (copy.state === 'landed') {
            // Its own request, or the same answer to the same question made in another tab that
            // could not know of it (storage refused): either way the answer is there, once.
            // Or a write of the same text that storage never held, landed after the question.
            const there = world.landings.filter(
              (l) =>
                l.chatId === record.chatId &&
                l.text === record.text &&
                (l.questionId === record.questionId || unknowable(l)),
            ).length;
            expect(there, `${record.id} is landed`).toBeGreaterThanOrEqual(1);
          } else {
            expect(['failed', 'stale', 'abandoned'], `${record.id} is ${copy.state}`).toContain(copy.state);
            // Only one shown as "may have been sent" may have (another write said the same meanwhile).
            if (!(copy.state === 'failed' && copy.unsure))
              expect(landed, `${record.id} is ${copy.state} but landed`).toBe(0);
            expect(copy.text).toBe(record.text);
          }
        }
      }),
      {
        numRuns: Number(process.env.WRITE_MODEL_RUNS ?? 1_000),
        verbose: 1,
      },
    );
    for (const state of [
      'landed',
      'landed after a retry',
      'stale',
      'abandoned',
      'dispatch landed',
      'dispatch failed, perhaps',
      'message landed',
    ])
      expect(reached.get(state) ?? 0, `runs that ended ${state}`).toBeGreaterThan(0);
  }, 600_000);
});
