// The write path's model-based test, its commands: what a person and the network do, at random
// (fast-check's fc.commands), and the model of what the person made.
import fc from 'fast-check';
import { questionHashOf } from '@/lib/writes/landing';
import {
  isOpen,
  newWrite,
  type AnswerWrite,
  type DispatchWrite,
  type MessageWrite,
  type WriteRecord,
} from '@/lib/writes/write-record';
import { ACCOUNTS, JOBS, lastAgent, liveTabs, openTab, type PostMode, type Tab, type World } from './world';

export interface Made {
  record: WriteRecord;
  /** Undone by the person (Undo took it while it was held): it may leave storage. */
  undone: boolean;
  /** Kept only in a tab that closed with it unsaved: the person was told "keep this tab open". */
  lostWithTab: boolean;
  /** Storage refused it as it was made: other tabs cannot know of it (nor wait for it). */
  unsavedAtFirst?: boolean;
}
export interface Model {
  made: Made[];
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

export type Cmd = fc.AsyncCommand<Model, World>;

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

export const commands = [
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
