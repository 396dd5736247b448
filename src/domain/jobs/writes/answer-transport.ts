// How an answer goes over the wire, for the write path (lib/writes): posted to the job's primary
// chat with the key of the account it was made for; "did it land?" read from every page of that
// chat (a page that fails makes the read unknown, never "not there") and from the job itself.
import { apiRequest } from '@/lib/api/client';
import { postMessage } from '@/lib/api/post-message';
import { readEveryMessage } from '@/lib/api/queries/read-whole';
import type { Message } from '@/lib/api/resources/message';
import { jobResponseSchema } from '../job-queries';
import { NEEDS_INPUT } from '../job-states';
import { landingOf, type Landing } from '@/lib/writes/landing';
import { anotherUnsure, neverLeft, placesOfOthers, SAYING_UNSURE } from '@/lib/writes/chat-sayings';
import { classifyFailure } from '@/lib/writes/classify';
import type { WriteTransport } from '@/lib/writes/delivery-deps';
import type { AnswerWrite, WriteRecord } from '@/lib/writes/write-record';
import { isStaleAnswerError } from './stale-answer';

/** The chat's messages as this tab's cache holds them, if it read them (set by the runner). */
let cachedMessages: (chatId: string) => readonly Message[] | undefined = () => undefined;
export function readCachedMessagesWith(read: typeof cachedMessages) {
  cachedMessages = read;
}

/** Not in the chat and the chat still at its question: sent only while the job itself still waits. */
async function stillAsked(record: AnswerWrite, landing: Landing): Promise<Landing> {
  if (landing !== 'not-landed') return landing;
  const job = await apiRequest(jobResponseSchema, `/v1/jobs/${encodeURIComponent(record.jobId)}`, {
    account: record.account,
  });
  return job.state === NEEDS_INPUT ? 'not-landed' : 'moved-on';
}

/** The transport, reading the write path's records (`records`) for the chat's other writes. */
export const answerTransport = (records: () => Iterable<WriteRecord>): WriteTransport<AnswerWrite> => ({
  peek: (record) => {
    const messages = cachedMessages(record.chatId);
    // Held, so never sent: no saying in the chat is its own.
    return messages && landingOf(messages, record, () => true);
  },
  post: async (record, { keepalive }) => {
    const chat = await postMessage(record.chatId, record.text, { account: record.account, keepalive });
    return { running: chat?.running };
  },
  inspect: async (record, madeHere) => {
    const messages = await readEveryMessage(record.chatId, record.account);
    // Never sent by this tab: no saying is its own. Else not those of the chat's messages since.
    const left = !neverLeft(record, madeHere);
    if (!left)
      return stillAsked(
        record,
        landingOf(messages, record, () => true),
      );
    const theirs = placesOfOthers(records(), record);
    if (!theirs || anotherUnsure(records(), record)) return 'cannot-tell';
    return stillAsked(
      record,
      landingOf(messages, record, (place) => theirs.has(place)),
    );
  },
  classify: (error) => classifyFailure(error, isStaleAnswerError),
  cannotTell: SAYING_UNSURE,
});
