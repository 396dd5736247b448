// The write path's model-based test, its fake transports: what each kind of write does on the fake
// service, with the app's own "did it land?" rules (lib/writes landing, message-landing,
// chat-sayings) reading the fake chats.
import { countBy } from '@/lib/api/resources/message';
import { anotherUnsure, neverLeft, placesOfOthers } from '@/lib/writes/chat-sayings';
import { landingOf } from '@/lib/writes/landing';
import { messageLandingOf, userCountBefore } from '@/lib/writes/message-landing';
import { transportsFor } from '@/lib/writes/transports';
import { Failure, land, type Tab, type World } from './world';

export const fakeTransports = (world: World, tab: Tab) =>
  transportsFor({
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
  });
