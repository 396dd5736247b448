// How an answer goes over the wire, for the write path (lib/writes): posted to the job's primary
// chat with the key of the account it was made for; "did it land?" read from every page of that
// chat (a page that fails makes the read unknown, never "not there") and from the job itself.
import { apiRequest } from '@/lib/api/client';
import { postMessage } from '@/lib/api/post-message';
import { readEveryMessage } from '@/lib/api/queries/read-whole';
import type { Message } from '@/lib/api/resources/message';
import { jobResponseSchema } from '../job-queries';
import { NEEDS_INPUT } from '../job-states';
import { landingOf } from '@/lib/writes/landing';
import { classifyFailure } from '@/lib/writes/classify';
import type { WriteTransport } from '@/lib/writes/delivery-deps';
import type { AnswerWrite } from '@/lib/writes/write-record';
import { isStaleAnswerError } from './stale-answer';

/** The chat's messages as this tab's cache holds them, if it read them (set by the runner). */
let cachedMessages: (chatId: string) => readonly Message[] | undefined = () => undefined;
export function readCachedMessagesWith(read: typeof cachedMessages) {
  cachedMessages = read;
}

export const answerTransport: WriteTransport<AnswerWrite> = {
  peek: (record) => {
    const messages = cachedMessages(record.chatId);
    return messages && landingOf(messages, record);
  },
  post: async (record, { keepalive }) => {
    const chat = await postMessage(record.chatId, record.text, { account: record.account, keepalive });
    return { running: chat?.running };
  },
  inspect: async (record) => {
    const messages = await readEveryMessage(record.chatId, record.account);
    const landing = landingOf(messages, record);
    if (landing !== 'not-landed') return landing;
    const job = await apiRequest(jobResponseSchema, `/v1/jobs/${encodeURIComponent(record.jobId)}`, {
      account: record.account,
    });
    return job.state === NEEDS_INPUT ? 'not-landed' : 'moved-on';
  },
  classify: (error) => classifyFailure(error, isStaleAnswerError),
};
