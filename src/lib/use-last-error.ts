// A read that failed with nothing loaded is tried again (a reconnect, focus, Try again). TanStack
// Query forgets the error while it tries (the query is pending again), so an alert bound to it
// would vanish and come back with every attempt, and a screen reader would announce it each time.
// This keeps the last failure until the read succeeds: the alert stays up, saying it is retrying.
// A change of settings (another key, a sign out) starts afresh: the old key's failure is not this one's.
import { useState } from 'react';
import { useSettingsStore } from '@/lib/storage/connection-settings';

export function useLastError(error: Error | null, loaded: boolean): Error | undefined {
  const revision = useSettingsStore((s) => s.revision);
  const [last, setLast] = useState<{ error: Error; revision: number }>();
  // Derived state, set while rendering (React re-renders this component at once, nothing else).
  // Only while nothing is loaded: with data on screen, a failed re-read is the query's own error.
  if (!loaded && error && error !== last?.error) setLast({ error, revision });
  if (loaded && last) setLast(undefined);
  if (loaded || error) return error ?? undefined;
  return last?.revision === revision ? last.error : undefined;
}
