// How a dispatch goes over the wire, for the write path: POST /v1/jobs with the key of the account
// it was typed in. The service takes no idempotency key, and a job made of it cannot be told from
// another with the same message, so a dispatch whose request had no answer is never sent again by
// itself: the person is asked (CANNOT_TELL), with Retry and Discard and the text kept.
import { apiFetch, parseWriteAnswer, readJson } from '@/lib/api/client';
import type { Job } from '@/lib/api/resources/job';
import { classifyFailure } from '@/lib/writes/classify';
import type { WriteTransport } from '@/lib/writes/delivery-deps';
import type { DispatchWrite } from '@/lib/writes/write-record';
import { jobResponseSchema } from '../job-queries';

/** Jobs made by this tab's dispatches, by record id, until their landing is acted on. */
const made = new Map<string, Job>();

/** The job the dispatch made, once (undefined when its answer could not be read, or another tab sent it). */
export function takeMadeJob(recordId: string): Job | undefined {
  const job = made.get(recordId);
  made.delete(recordId);
  return job;
}

export const dispatchTransport: WriteTransport<DispatchWrite> = {
  post: async (record, { keepalive }) => {
    const response = await apiFetch('/v1/jobs', {
      method: 'POST',
      json: { message: record.text },
      account: record.account,
      keepalive,
    });
    // A 2xx whose body cannot be read made the job all the same: the list's re-read shows it.
    const job = parseWriteAnswer(jobResponseSchema, await readJson(response).catch(() => undefined));
    if (!job) return {};
    made.set(record.id, job);
    return { jobId: job.id, ...(job.title === undefined ? {} : { title: job.title }) };
  },
  // Never sent, by this tab: it may go. Sent with no answer, or another tab's (whose stored copy may
  // be older than what it did): only the person can tell.
  inspect: (record, madeHere) =>
    Promise.resolve(!madeHere || record.unsure || record.state === 'sending' ? 'cannot-tell' : 'not-landed'),
  classify: (error) => classifyFailure(error),
  peek: () => undefined,
};
