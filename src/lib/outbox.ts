// What the chat outbox and job answers share about a send whose outcome is unknown: which failures
// leave it unknown, waiting for the network to come back, and whether the message landed after all.
import type { Message } from '@/lib/api/resources/message';
import { isApiError } from '@/lib/api/errors';

/**
 * Answers of a gateway or of a service asking for time (429, 502, 503, 504): the send may or may
 * not have been done, and the same request later may well succeed. A 500 is the service's own
 * failure, and the person decides.
 */
const PASSING_STATUSES = new Set([429, 502, 503, 504]);

/** The request may or may not have reached the service: no answer came, or a passing failure. */
export const isUnknownOutcome = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && PASSING_STATUSES.has(error.status ?? 0)));

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The person's messages with `text`, past the first `after` of theirs (where a send lands). */
export function timesSaid(messages: readonly Message[], text: string, after: number): number {
  const said = text.trim();
  return messages
    .filter((message) => message.author === 'user')
    .slice(after)
    .filter((message) => message.text?.trim() === said).length;
}
