// What became of an answer: the spec acknowledges a message with a 202 and nothing more, so the
// receipt is read from what follows it. The job leaving `ambiguous` means the answer was taken
// up; the primary chat's turn settling while the job still waits means the agent asks again;
// a running turn means the agent works; silence past a deadline is said out loud.

import { NEEDS_INPUT } from '@/domain/jobs/job-states';

export const NO_REPLY_AFTER_MS = 30_000;

// Every receipt of an answer of ours carries what was sent (`text`): after ten answers a person
// reads what they chose in the receipt itself (receipt-words.ts says it).
export type Receipt =
  | { kind: 'sending'; text: string }
  | { kind: 'failed'; error: unknown; text: string }
  /** Not sent, by rule: the job asks something else now, or it waited too long. Text kept. */
  | { kind: 'not-sent'; reason: 'moved-on' | 'too-old'; text: string; id: string }
  | { kind: 'sent'; text: string }
  | { kind: 'working'; text: string }
  | { kind: 'no-reply'; text: string }
  | { kind: 'answered'; state: string; text: string }
  | { kind: 'asked-again'; text: string }
  | { kind: 'answered-elsewhere'; state: string };

export interface AnswerAttempt {
  status: 'idle' | 'pending' | 'success' | 'error';
  text: string;
  acceptedAt?: number;
  running?: boolean;
  error?: unknown;
  /** The service refused it as a question no longer open (409 and kin). */
  stale?: boolean;
  /** Kept back by the write path: the question changed, or the answer waited too long. */
  notSent?: { reason: 'moved-on' | 'too-old'; id: string };
}

export interface ReceiptInput {
  attempt: AnswerAttempt | undefined;
  jobState: string;
  /** When the primary chat's turn was last seen to settle (this browser's clock). */
  settledAt: number | undefined;
  /** Whether the no-reply deadline after the answer was accepted has passed. */
  deadlinePassed: boolean;
  /** Whether this view saw the job waiting for an answer (so leaving it means someone answered). */
  wasWaiting: boolean;
}

export function receiptOf({
  attempt,
  jobState,
  settledAt,
  deadlinePassed,
  wasWaiting,
}: ReceiptInput): Receipt | undefined {
  const waiting = jobState === NEEDS_INPUT;
  const elsewhere =
    wasWaiting && !waiting ? { kind: 'answered-elsewhere' as const, state: jobState } : undefined;
  if (!attempt || attempt.status === 'idle') return elsewhere;
  const { text } = attempt;
  if (attempt.status === 'pending') return { kind: 'sending', text };
  if (attempt.status === 'error') {
    if (attempt.notSent && waiting) return { kind: 'not-sent', ...attempt.notSent, text: attempt.text };
    if (attempt.stale || !waiting) return { kind: 'answered-elsewhere', state: jobState };
    return { kind: 'failed', error: attempt.error, text: attempt.text };
  }
  if (!waiting) return { kind: 'answered', state: jobState, text };
  const acceptedAt = attempt.acceptedAt ?? 0;
  if (settledAt !== undefined && settledAt >= acceptedAt) return { kind: 'asked-again', text };
  if (attempt.running === true) return { kind: 'working', text };
  return deadlinePassed ? { kind: 'no-reply', text } : { kind: 'sent', text };
}

/** Whether the person may answer now: nothing sent, or the send failed, or the agent asks again. */
export function canAnswer(receipt: Receipt | undefined, jobState: string): boolean {
  if (jobState !== NEEDS_INPUT) return false;
  return (
    receipt === undefined ||
    receipt.kind === 'failed' ||
    receipt.kind === 'not-sent' ||
    receipt.kind === 'asked-again'
  );
}
