// What the service's refusal of an answer means: a question no longer open, not something broken.
import { isApiError } from '@/lib/api/errors';

/** A refusal that means "this question is no longer open", not "something broke". */
export function isStaleAnswerError(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 410 || error.status === 422);
}
