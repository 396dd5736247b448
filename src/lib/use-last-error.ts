// A read that failed with nothing loaded is tried again (a reconnect, focus, Try again). TanStack
// Query forgets the error while it tries (the query is pending again), so an alert bound to it
// would vanish and come back with every attempt, and a screen reader would announce it each time.
// This keeps the last failure until the read succeeds: the alert stays up, saying it is retrying.
import { useState } from 'react';

export function useLastError(error: Error | null, loaded: boolean): Error | undefined {
  const [last, setLast] = useState<Error>();
  // Derived state, set while rendering (React re-renders this component at once, nothing else).
  // Only while nothing is loaded: with data on screen, a failed re-read is the query's own error.
  if (!loaded && error && error !== last) setLast(error);
  if (loaded && last) setLast(undefined);
  if (loaded) return error ?? undefined;
  return error ?? last;
}
