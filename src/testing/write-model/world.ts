// The write path's model-based test, its world: a fake service (chats, jobs made, what landed where),
// fake storage, Web Locks and channel, and tabs, each with the write path of lib/writes and fake
// transports for answers, dispatches and messages (fake-transports.ts).
import type { Message } from '@/lib/api/resources/message';
import { createDelivery, type Delivery } from '@/lib/writes/delivery';
import type { SendFailure } from '@/lib/writes/delivery-deps';
import type { AnswerWrite, MessageWrite, WriteRecord } from '@/lib/writes/write-record';
import { fakeTransports } from './fake-transports';

export type PostMode = 'ok' | '502-landed' | '502-lost' | 'network-lost';
export const ACCOUNTS = ['acct-a', 'acct-b'] as const;
export const JOBS = [
  { id: 'j1', chatId: 'c1', account: 'acct-a' },
  { id: 'j2', chatId: 'c2', account: 'acct-a' },
  { id: 'j3', chatId: 'c3', account: 'acct-b' },
] as const;

export class Failure extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure);
  }
}

export interface Landing {
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

export function createWorld() {
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
export type World = ReturnType<typeof createWorld>;

export interface Tab {
  id: string;
  account: string | undefined;
  delivery: Delivery;
  closed: boolean;
}

export const jobOf = (chatId: string) => JOBS.find((job) => job.chatId === chatId);
export const lastAgent = (messages: readonly Message[]) =>
  messages.findLast((message) => message.author === 'agent');

export function land(world: World, record: AnswerWrite | MessageWrite, account: string) {
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

export function openTab(world: World, account: string | undefined): Tab {
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
    transports: fakeTransports(world, tab),
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

export const liveTabs = (world: World) => world.tabs.filter((tab) => !tab.closed);

/** Everything settles: the network and storage are fine, a tab of each account is open, time passes. */
export async function settleAll(world: World) {
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

/** The newest copy of a record among the open tabs. */
export function finalCopy(world: World, id: string): WriteRecord | undefined {
  let best: WriteRecord | undefined;
  for (const tab of liveTabs(world)) {
    const copy = tab.delivery.records().get(id);
    if (copy && (!best || copy.rev > best.rev)) best = copy;
  }
  return best;
}
