import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { Button } from './button';

/**
 * An error that needs the person's attention: what failed, why, and what they can do. `onRetry`
 * (a read's `refetch`) adds the "Try again" button every failed read offers.
 */
export function ErrorAlert({
  title,
  error,
  onRetry,
  retrying = false,
  children,
}: {
  title: string;
  error: unknown;
  onRetry?: () => unknown;
  /** The read is being tried again: said beside the button, which stays where the focus may be. */
  retrying?: boolean;
  children?: ReactNode;
}) {
  const message = errorMessage(error);
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5 break-words">{message}</p>
      {onRetry || children ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {onRetry ? (
            <Button variant="secondary" onClick={() => void onRetry()}>
              Try again
            </Button>
          ) : null}
          {/* Seen, not announced: the alert is an assertive live region, and a line that comes and
              goes with each attempt would have it read out again every time. */}
          {retrying ? (
            <span aria-hidden="true" className="self-center text-xs">
              Trying again…
            </span>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
