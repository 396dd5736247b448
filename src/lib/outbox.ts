// What the chat outbox and the write path share about a send: which failures leave its outcome
// unknown (to be looked for before it goes again), and whether the browser thinks itself online.
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
