// What a failed request of a write means, for every kind: the key in use is another account's (it
// waits for its own), the outcome is unknown (looked for before it goes again), the service
// refused it as no longer open (a kind says which refusals mean that), or it failed (the key
// refused, or otherwise).
import { isApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/error-message';
import { isUnknownOutcome } from '@/lib/outbox';
import type { SendFailure } from './delivery-deps';

export function classifyFailure(
  error: unknown,
  movedOn: (error: unknown) => boolean = () => false,
): { failure: SendFailure; message: string; keyRefused?: boolean } {
  const message = errorMessage(error);
  if (isApiError(error) && error.kind === 'other-account') return { failure: 'not-its-account', message };
  if (isUnknownOutcome(error)) return { failure: 'unknown', message };
  if (movedOn(error)) return { failure: 'moved-on', message };
  // The key was refused (revoked mid-session): the text waits, through a change of key, for Retry.
  if (isApiError(error) && error.status === 401) return { failure: 'failed', message, keyRefused: true };
  return { failure: 'failed', message };
}
