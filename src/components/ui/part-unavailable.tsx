// What shows in place of a part of the app whose code could not be downloaded (offline, a line
// that dropped): says so in words, and that it comes back by itself; Retry tries at once.
import { useChunkRetry } from '@/lib/lazy-component';
import { Button } from './button';

interface PartUnavailableProps {
  /** What is missing, as the start of a sentence: "This screen", "The comparison". */
  what: string;
  /** A whole screen is an error to be told at once; a part of one is a quiet note. */
  urgent?: boolean;
}

export function PartUnavailable({ what, urgent = false }: PartUnavailableProps) {
  const { retry, retrying } = useChunkRetry();
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1">
        {what} could not be loaded: the connection dropped. It loads by itself once you are back online.
      </p>
      <Button variant="secondary" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
