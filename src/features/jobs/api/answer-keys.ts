// What every view of a job's answer reads: the answer mutation's key (one per job) and its
// variables and result as the mutation cache holds them. Apart from the send (answer-job.ts), so
// a board that shows receipts does not fetch the sending code before anything is sent.
import * as v from '@/lib/valibot';
import { isApiError } from '@/lib/api/errors';

export interface AnswerVariables {
  jobId: string;
  chatId: string;
  text: string;
}

export interface AnswerAccepted {
  /** When the service accepted the answer (202), by this browser's clock. */
  acceptedAt: number;
  /** Whether the reply said the agent's turn is running; undefined when it did not say. */
  running: boolean | undefined;
}

// A mutation's variables and data, read back from the cache where they are typed unknown.
const answerVariablesSchema = v.object({ jobId: v.string(), chatId: v.string(), text: v.string() });
const answerAcceptedSchema = v.object({ acceptedAt: v.number(), running: v.optional(v.boolean()) });

export function answerVariablesOf(value: unknown): AnswerVariables | undefined {
  const parsed = v.safeParse(answerVariablesSchema, value);
  return parsed.success ? parsed.output : undefined;
}

export function answerAcceptedOf(value: unknown): AnswerAccepted | undefined {
  const parsed = v.safeParse(answerAcceptedSchema, value);
  return parsed.success
    ? { acceptedAt: parsed.output.acceptedAt, running: parsed.output.running }
    : undefined;
}

export const answerKeys = {
  all: () => ['jobs', 'answer'] as const,
  job: (jobId: string) => [...answerKeys.all(), jobId] as const,
};

/** A refusal that means "this question is no longer open", not "something broke". */
export function isStaleAnswerError(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 410 || error.status === 422);
}
